import { DEMO_VAPID_PUBLIC_KEY } from '@advocacia/shared/alerts/demo-vapid';
import { DEMO_VAPID_PRIVATE_KEY } from './demo-vapid-private.js';

/**
 * Web Push settings (issue 36). A real project sets, in functions' environment:
 * WEB_PUSH_VAPID_PUBLIC_KEY (the same key as the app's VITE_VAPID_PUBLIC_KEY),
 * WEB_PUSH_VAPID_PRIVATE_KEY (a secret: `firebase functions:secrets:set WEB_PUSH_VAPID_PRIVATE_KEY`)
 * and WEB_PUSH_SUBJECT (mailto: or https: contact the push services may write to).
 * A Firebase `demo-*` project (local runs, tests) without them uses the published DEMO pair.
 */
export interface WebPushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Per request to the push service. */
  timeoutMs: number;
  /** How long the push service keeps a message for an offline device (RFC 8030 TTL). */
  ttlSeconds: number;
  /** http:// endpoints on 127.0.0.1 are allowed (emulator runs with the FAKE push service only). */
  allowLoopbackHttp: boolean;
}

export const DEMO_WEB_PUSH_SUBJECT = 'mailto:alertas@demo-advocacia.invalid';

/** Whether this process runs against the emulators (never in production). */
export function isEmulatorRun(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.FIRESTORE_EMULATOR_HOST) || env.FUNCTIONS_EMULATOR === 'true';
}

/** The settings, or null when this project has no VAPID keys (the alert job then only records, never sends). */
export function webPushConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  privateKeySecret?: string | null,
): WebPushConfig | null {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? '';
  const demo = project.startsWith('demo-');
  const privateKey = privateKeySecret || env.WEB_PUSH_VAPID_PRIVATE_KEY || (demo ? DEMO_VAPID_PRIVATE_KEY : '');
  const publicKey = env.WEB_PUSH_VAPID_PUBLIC_KEY || (demo ? DEMO_VAPID_PUBLIC_KEY : '');
  if (!privateKey || !publicKey) return null;
  return {
    publicKey,
    privateKey,
    subject: env.WEB_PUSH_SUBJECT || DEMO_WEB_PUSH_SUBJECT,
    timeoutMs: Number(env.WEB_PUSH_TIMEOUT_MS) || 15_000,
    ttlSeconds: 24 * 60 * 60,
    allowLoopbackHttp: isEmulatorRun(env),
  };
}

/**
 * The browsers' push services (Chrome/Edge/Samsung: FCM; Firefox: Mozilla autopush; Safari and
 * iPadOS: Apple; legacy Edge: WNS). The backend POSTs only there: an endpoint is whatever a signed-in
 * person sent, and the backend must not be made to call other hosts (SSRF).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** An endpoint the backend may POST to: https on a push service, or http to 127.0.0.1 in emulator runs. */
export function isAllowedEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && (url.port === '' || url.port === '443'))
    return PUSH_SERVICE_HOSTS.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`));
  return allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}
