/**
 * What the service worker does with a staff alert (issue 36), apart from sw.ts so it can be
 * unit-tested: the notification a push message becomes, and the window a click opens.
 * The payload's words come from the backend (pt-BR); this only shapes them.
 */
import { parseStaffPushPayload } from '@advocacia/shared/alerts/push-payload';

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/icon-192.png';

/**
 * Chrome subscribes only with userVisibleOnly: every push must show something, or the browser
 * shows its own "site updated in the background". A message that is not ours (or is not JSON)
 * becomes this neutral one — its text is never shown, so nothing foreign reaches the person.
 */
export const GENERIC_ALERT = { title: 'Novo alerta', body: 'Abra o app para ver.', tag: 'alerta', url: '/' } as const;

export interface AlertNotification {
  title: string;
  options: NotificationOptions & { renotify?: boolean; data: { url: string } };
}

/** The text of a push message as JSON, or undefined (no data, not JSON). */
export function pushDataJson(data: { json(): unknown } | null | undefined): unknown {
  if (!data) return undefined;
  try {
    return data.json();
  } catch {
    return undefined;
  }
}

/** The notification for a push message's JSON: the same tag replaces an earlier one, silently. */
export function notificationFor(json: unknown): AlertNotification {
  const payload = parseStaffPushPayload(json);
  const { title, body, tag, url } = payload ?? GENERIC_ALERT;
  return {
    title,
    options: {
      body,
      tag,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'pt-BR',
      data: { url },
      renotify: false,
    },
  };
}

/**
 * The absolute address a click opens: the notification's path on this app's origin; anything
 * else (a missing, foreign or protocol-relative url) opens the home page.
 */
export function clickTarget(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The part of `self.clients` a click needs (a stub in tests). */
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/**
 * Takes a window of the app already open to `target` and focuses it, or opens one there (no
 * tab open, or the open one refused to navigate: not controlled by this worker yet). Focusing
 * is best effort: the browser allows it only inside the click itself.
 */
export async function openAlertTarget(
  clients: ClientsLike,
  target: string,
  origin: string,
): Promise<'focused' | 'opened'> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url.startsWith(`${origin}/`));
  if (open) {
    try {
      if (open.url !== target) await open.navigate(target);
      await open.focus().catch(() => undefined);
      return 'focused';
    } catch {
      // Fall through: a new window always works.
    }
  }
  await clients.openWindow(target);
  return 'opened';
}
