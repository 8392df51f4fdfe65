/**
 * DEMO-ONLY VAPID private key, the pair of DEMO_VAPID_PUBLIC_KEY (packages/shared/src/alerts/demo-vapid.ts).
 * Published in the repository on purpose: it is used only for Firebase `demo-*` projects (which
 * never reach real services) and signs only for the FAKE push service on 127.0.0.1. A real project
 * sets WEB_PUSH_VAPID_PRIVATE_KEY as a secret (web-push-config.ts); this key is never used there.
 */
export const DEMO_VAPID_PRIVATE_KEY = 'lUhhvAcUHDod-50_pNuQIST3m6WneJRg1OeU4ohglZw';
