import { vi } from 'vitest';
import { DEMO_VAPID_PUBLIC_KEY } from '@advocacia/shared/alerts/demo-vapid';
import type { BackendClient } from '@/lib/http/client';
import type { PushDeps, PushEnvironment } from '@/lib/push/device-push';

export const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
/** iPadOS Safari presents itself as a Mac; its touch screen gives it away. */
export const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

export const CHROME_ENV: PushEnvironment = {
  userAgent: CHROME_ANDROID,
  maxTouchPoints: 5,
  displayModeStandalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
};
export const IPAD_TAB_ENV: PushEnvironment = { ...CHROME_ENV, userAgent: IPAD_SAFARI, hasPushManager: false };

type FakeSubscription = { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => PushSubscriptionJSON };

/**
 * The browser's push side at its boundary (headless Chromium cannot subscribe without a network
 * push service): a PushManager that hands out one subscription, the permission, the backend.
 */
export function fakePushDeps(overrides: Partial<PushDeps> = {}, permission: NotificationPermission = 'default') {
  let current: FakeSubscription | null = null;
  const pushManager = {
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = {
        endpoint: 'https://push.example/sub/1',
        unsubscribe: vi.fn(async () => {
          current = null;
          return true;
        }),
        toJSON: () => ({ endpoint: 'https://push.example/sub/1', keys: { p256dh: 'BPUB', auth: 'AUTH' } }),
      };
      return current;
    }),
    getSubscription: vi.fn(async () => current),
  };
  const request = vi.fn(async (..._args: unknown[]) => ({}));
  const backend: BackendClient = { request: request as BackendClient['request'], available: () => true };
  let state = permission;
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => (state = 'granted'));
  const deps: PushDeps = {
    backend,
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    permission: () => state,
    requestPermission,
    online: () => true,
    env: CHROME_ENV,
    vapidKey: DEMO_VAPID_PUBLIC_KEY,
    deviceId: () => 'device-1',
    ...overrides,
  };
  return {
    deps,
    pushManager,
    request,
    requestPermission,
    subscription: () => current,
    setPermission: (p: NotificationPermission) => (state = p),
  };
}
