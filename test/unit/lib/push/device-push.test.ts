// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_VAPID_PUBLIC_KEY } from '@advocacia/shared/alerts/demo-vapid';
import { BackendError } from '@/lib/http/client';
import {
  DEVICE_ID_KEY,
  applicationServerKey,
  devicePushState,
  dropOthersSubscription,
  isAlertsWanted,
  pushSupport,
  retryWantedSubscription,
  subscribeDevice,
  unsubscribeDevice,
  vapidPublicKey,
  type PushDeps,
} from '@/lib/push/device-push';
import { CHROME_ANDROID, CHROME_ENV, IPAD_SAFARI, fakePushDeps } from '../../../support/fake-push-deps';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = IPAD_SAFARI;
const chrome = CHROME_ENV;

function setup(overrides: Partial<PushDeps> = {}) {
  const fake = fakePushDeps(overrides);
  return {
    ...fake,
    pushManager: {
      ...fake.pushManager,
      get current() {
        return fake.subscription();
      },
    },
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('which devices can receive staff alerts', () => {
  it('a browser with service worker, PushManager and notifications can', () => {
    expect(pushSupport(chrome)).toBe('supported');
    expect(pushSupport({ ...chrome, hasPushManager: false })).toBe('unsupported');
  });

  it('an iPad or iPhone only with the app installed to the Home Screen (a Safari tab has no PushManager)', () => {
    const safariTab = { ...chrome, userAgent: IPAD, hasPushManager: false };
    expect(pushSupport(safariTab)).toBe('ios-not-installed');
    expect(pushSupport({ ...safariTab, userAgent: IPHONE })).toBe('ios-not-installed');
    expect(pushSupport({ ...chrome, userAgent: IPAD, standalone: true })).toBe('supported');
    expect(pushSupport({ ...chrome, userAgent: IPHONE, displayModeStandalone: true })).toBe('supported');
    // A Mac with no touch screen is not an iPad.
    expect(pushSupport({ ...chrome, userAgent: IPAD, maxTouchPoints: 0 })).toBe('supported');
  });

  it("the VAPID key is the build's, else the demo project's, as the 65 bytes of a P-256 point", () => {
    expect(vapidPublicKey({ VITE_VAPID_PUBLIC_KEY: ' BXYZ ' })).toBe('BXYZ');
    expect(vapidPublicKey({})).toBe(DEMO_VAPID_PUBLIC_KEY);
    const bytes = applicationServerKey(DEMO_VAPID_PUBLIC_KEY);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('subscribing this device', () => {
  it('asks the permission, subscribes with userVisibleOnly and the VAPID key, and hands the subscription to the backend', async () => {
    const { deps, pushManager, request, requestPermission } = setup();
    expect(await subscribeDevice('ana', deps)).toBe('ativo');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...applicationServerKey(DEMO_VAPID_PUBLIC_KEY)]);
    expect(request).toHaveBeenCalledWith('PUT', '/push/subscriptions/device-1', {
      endpoint: 'https://push.example/sub/1',
      keys: { p256dh: 'BPUB', auth: 'AUTH' },
      userAgent: CHROME_ANDROID,
    });
    expect(await devicePushState('ana', deps)).toBe('ativo');
    // Someone else on this tablet: not theirs.
    expect(await devicePushState('bruno', deps)).toBe('desligado');
  });

  it('dismissed or denied: nothing is subscribed, and denied shows as blocked', async () => {
    const { deps, pushManager, request, requestPermission } = setup();
    requestPermission.mockResolvedValueOnce('default');
    expect(await subscribeDevice('ana', deps)).toBe('dispensado');
    requestPermission.mockResolvedValueOnce('denied');
    expect(await subscribeDevice('ana', deps)).toBe('bloqueado');
    const denied = { ...deps, permission: () => 'denied' as const };
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
    expect(await devicePushState('ana', denied)).toBe('bloqueado');
  });

  it('offline: remembers it was wanted and registers once online, without asking again', async () => {
    let online = false;
    const { deps, request, requestPermission } = setup({ online: () => online });
    expect(await subscribeDevice('ana', deps)).toBe('pendente');
    expect(isAlertsWanted('ana')).toBe(true);
    expect(request).not.toHaveBeenCalled();
    expect(await devicePushState('ana', deps)).toBe('pendente');
    expect(await retryWantedSubscription('ana', deps)).toBeNull();
    online = true;
    expect(await retryWantedSubscription('ana', deps)).toBe('ativo');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('PUT', '/push/subscriptions/device-1', expect.anything());
    expect(isAlertsWanted('ana')).toBe(false);
  });

  it('the backend out of reach is like offline; its refusal is the caller’s to word', async () => {
    const { deps, request } = setup();
    request.mockRejectedValueOnce(new BackendError('network'));
    expect(await subscribeDevice('ana', deps)).toBe('pendente');
    request.mockRejectedValueOnce(new BackendError('http', 403));
    await expect(subscribeDevice('ana', deps)).rejects.toMatchObject({ code: 'http', status: 403 });
  });

  it('an iPad in a Safari tab is never asked', async () => {
    const { deps, requestPermission } = setup({ env: { ...chrome, userAgent: IPAD, hasPushManager: false } });
    expect(await subscribeDevice('ana', deps)).toBe('nao-suportado');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(await devicePushState('ana', deps)).toBe('ios-instalar');
  });

  it('keeps one device id across calls', async () => {
    const { deviceId } = await import('@/lib/push/device-push');
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });
});

describe('unsubscribing this device', () => {
  it('sign-out: the local subscription goes (the push service then answers 410) and the backend is told', async () => {
    const { deps, pushManager, request } = setup();
    await subscribeDevice('ana', deps);
    await unsubscribeDevice(deps, { uid: 'ana', tellBackend: true });
    expect(pushManager.current).toBeNull();
    expect(request).toHaveBeenLastCalledWith('DELETE', '/push/subscriptions/device-1');
    expect(await devicePushState('ana', deps)).toBe('desligado');
  });

  it('offline: the local subscription still goes; the backend learns it from the push service', async () => {
    let online = true;
    const { deps, pushManager, request } = setup({ online: () => online });
    await subscribeDevice('ana', deps);
    online = false;
    await unsubscribeDevice(deps, { uid: 'ana', tellBackend: true });
    expect(pushManager.current).toBeNull();
    expect(request).toHaveBeenCalledTimes(1); // the PUT only
  });

  it("another person signing in on this tablet drops the previous one's subscription", async () => {
    const { deps, pushManager } = setup();
    await subscribeDevice('ana', deps);
    expect(await dropOthersSubscription('ana', deps)).toBe(false);
    expect(pushManager.current).not.toBeNull();
    expect(await dropOthersSubscription('bruno', deps)).toBe(true);
    expect(pushManager.current).toBeNull();
  });
});
