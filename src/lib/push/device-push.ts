/**
 * This device's Web Push subscription for staff alerts (issue 36): whether the browser can
 * receive them, subscribing with the firm's VAPID key and handing the subscription to the backend
 * (`PUT /push/subscriptions/{deviceId}`), and unsubscribing (sign-out, device wipe, another person
 * on a shared tablet). Codes only; the alerts feature words them. Here in lib because sign-out
 * (auth) and the alerts screens both need it.
 *
 * Device-only state (localStorage, never replicated): the device's id, which person this
 * device's subscription belongs to, and a "wanted" flag — the person accepted while offline (or
 * the backend could not be reached) and the subscription is registered once online.
 */
import { BACKEND_PATHS } from '@advocacia/shared/config/backend';
import { DEMO_VAPID_PUBLIC_KEY } from '@advocacia/shared/alerts/demo-vapid';
import { BackendError, type BackendClient } from '@/lib/http/client';
import { ALERTS_WANTED_PREFIX } from '@/lib/user-caches';

/** A device setting (stays across sign-outs): the backend keys subscriptions by person and device. */
export const DEVICE_ID_KEY = 'advocacia:dispositivo';
/** Whose alerts this device's subscription receives (uid), to drop it when someone else signs in. */
export const PUSH_OWNER_KEY = 'advocacia:alertas-dono';

export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';
/** The state of this device shown in Perfil. */
export type DevicePushState = 'ativo' | 'bloqueado' | 'nao-suportado' | 'ios-instalar' | 'pendente' | 'desligado';
/** What asking to subscribe ended in. */
export type SubscribeOutcome = 'ativo' | 'bloqueado' | 'dispensado' | 'pendente' | 'nao-suportado';

export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's flag for a page opened from the Home Screen. */
  standalone?: boolean;
  displayModeStandalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayModeStandalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    hasNotification: typeof Notification !== 'undefined',
  };
}

/** iPhone, iPod, or an iPad (whose Safari says "Macintosh" but has a touch screen). */
export function isAppleMobile(env: Pick<PushEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPad|iPhone|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
}

/**
 * iOS/iPadOS deliver web push only to an app installed to the Home Screen (16.4+): in a Safari
 * tab there is no PushManager at all, so say how to install instead of "not supported".
 */
export function pushSupport(env: PushEnvironment): PushSupport {
  const installed = env.standalone === true || env.displayModeStandalone;
  if (isAppleMobile(env) && !installed) return 'ios-not-installed';
  return env.hasServiceWorker && env.hasPushManager && env.hasNotification ? 'supported' : 'unsupported';
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** This device's id: made once, kept across sign-outs. */
export function deviceId(store: Storage | null = storage()): string {
  const known = store?.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const id = crypto.randomUUID();
  try {
    store?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Storage blocked: an id for this session only; the next one registers again.
  }
  return id;
}

export function isAlertsWanted(uid: string): boolean {
  return storage()?.getItem(ALERTS_WANTED_PREFIX + uid) === '1';
}
function setAlertsWanted(uid: string, wanted: boolean): void {
  try {
    if (wanted) storage()?.setItem(ALERTS_WANTED_PREFIX + uid, '1');
    else storage()?.removeItem(ALERTS_WANTED_PREFIX + uid);
  } catch {
    // As above.
  }
}
function setOwner(uid: string | null): void {
  try {
    if (uid) storage()?.setItem(PUSH_OWNER_KEY, uid);
    else storage()?.removeItem(PUSH_OWNER_KEY);
  } catch {
    // As above.
  }
}

/** The VAPID public key as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function vapidPublicKey(env: Record<string, unknown> = import.meta.env): string {
  const key = typeof env.VITE_VAPID_PUBLIC_KEY === 'string' ? env.VITE_VAPID_PUBLIC_KEY.trim() : '';
  return key || DEMO_VAPID_PUBLIC_KEY;
}

/** The parts of the browser this module touches (stubs in tests). */
export interface PushDeps {
  backend: BackendClient;
  /** The app's service worker registration, or undefined (dev server, blocked). */
  registration: () => Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | undefined>;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  online: () => boolean;
  env: PushEnvironment;
  vapidKey: string;
  deviceId: () => string;
}

export function browserPushDeps(backend: BackendClient): PushDeps {
  return {
    backend,
    registration: async () =>
      'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration('/').catch(() => undefined) : undefined,
    permission: () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission),
    requestPermission: () => Notification.requestPermission(),
    online: () => navigator.onLine,
    env: browserPushEnvironment(),
    vapidKey: vapidPublicKey(),
    deviceId: () => deviceId(),
  };
}

/** The state of this device for `uid`, without asking anything. */
export async function devicePushState(uid: string, deps: PushDeps): Promise<DevicePushState> {
  const support = pushSupport(deps.env);
  if (support === 'ios-not-installed') return 'ios-instalar';
  if (support === 'unsupported') return 'nao-suportado';
  if (deps.permission() === 'denied') return 'bloqueado';
  if (isAlertsWanted(uid)) return 'pendente';
  const registration = await deps.registration();
  if (!registration) return 'nao-suportado';
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  const owner = storage()?.getItem(PUSH_OWNER_KEY);
  return subscription && deps.permission() === 'granted' && owner === uid ? 'ativo' : 'desligado';
}

const isUnreachable = (error: unknown) =>
  error instanceof BackendError && (error.code === 'network' || error.code === 'timeout');

/**
 * Subscribes this device to `uid`'s alerts: the permission (the browser's own question), the
 * push service's subscription, then the backend. `ask: false` (a retry) never shows the
 * browser's question. Offline, or the backend out of reach: 'pendente', registered later
 * (`retryWantedSubscription`). Other backend errors are thrown for the caller to word.
 */
export async function subscribeDevice(uid: string, deps: PushDeps, ask = true): Promise<SubscribeOutcome> {
  if (pushSupport(deps.env) !== 'supported') return 'nao-suportado';
  let permission = deps.permission();
  if (permission === 'default' && ask) permission = await deps.requestPermission();
  if (permission === 'denied') {
    setAlertsWanted(uid, false);
    return 'bloqueado';
  }
  if (permission !== 'granted') return 'dispensado';
  if (!deps.online()) {
    setAlertsWanted(uid, true);
    return 'pendente';
  }
  const registration = await deps.registration();
  if (!registration) return 'nao-suportado';
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(deps.vapidKey),
      }));
    const json = subscription.toJSON();
    await deps.backend.request('PUT', BACKEND_PATHS.pushSubscription(deps.deviceId()), {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      userAgent: deps.env.userAgent.slice(0, 300),
    });
  } catch (error) {
    // The push service itself needs the network too (AbortError when it cannot be reached).
    if (isUnreachable(error) || (error instanceof DOMException && error.name === 'AbortError')) {
      setAlertsWanted(uid, true);
      return 'pendente';
    }
    throw error;
  }
  setAlertsWanted(uid, false);
  setOwner(uid);
  return 'ativo';
}

/** The person accepted while offline: registers now if it can, without asking again. */
export async function retryWantedSubscription(uid: string, deps: PushDeps): Promise<SubscribeOutcome | null> {
  if (!isAlertsWanted(uid) || !deps.online() || deps.permission() !== 'granted') return null;
  return subscribeDevice(uid, deps, false).catch(() => null);
}

const DELETE_WAIT_MS = 3_000;

/**
 * Stops this device's alerts: the local subscription always goes (the push service then answers
 * the backend 410 and the backend deletes it), and with `tellBackend` and a connection the
 * backend is told at once (best effort, a few seconds at most: sign-out must not wait on it;
 * it needs the person still signed in).
 */
export async function unsubscribeDevice(
  deps: PushDeps,
  { uid, tellBackend = false }: { uid?: string | null; tellBackend?: boolean } = {},
): Promise<void> {
  if (uid) setAlertsWanted(uid, false);
  const hadOwner = Boolean(storage()?.getItem(PUSH_OWNER_KEY));
  setOwner(null);
  const registration = await deps.registration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  if (!tellBackend || !(subscription || hadOwner) || !deps.online() || !deps.backend.available()) return;
  await Promise.race([
    deps.backend.request('DELETE', BACKEND_PATHS.pushSubscription(deps.deviceId())).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, DELETE_WAIT_MS)),
  ]);
}

/**
 * Another person signed in on this device while the previous one's subscription is still there
 * (a session that expired, a sign-out that failed): it goes, so their alerts stop reaching it.
 */
export async function dropOthersSubscription(uid: string, deps: PushDeps): Promise<boolean> {
  const owner = storage()?.getItem(PUSH_OWNER_KEY);
  if (!owner || owner === uid) return false;
  await unsubscribeDevice(deps);
  return true;
}
