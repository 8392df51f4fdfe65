/**
 * DEMO-ONLY VAPID public key (issue 36) for the local project `demo-advocacia` (`npm start`, the
 * tests): its private half (functions/src/alerts/demo-vapid-private.ts) signs only for the FAKE
 * push service on 127.0.0.1 (test/support/fake-web-push.mjs). A real project generates its own
 * pair (`npx web-push generate-vapid-keys`, README "Web Push"): the app reads
 * `VITE_VAPID_PUBLIC_KEY`, and uses this one only when that is unset.
 */
export const DEMO_VAPID_PUBLIC_KEY =
  'BJVMfkxwLfjK_Q0UXX02LKZKkyKr1y29snca2EvwCyrM2BBzqSUP7FzQZGXrXHJfMCciLGkUgYvU-BjHLBiuQVg';
