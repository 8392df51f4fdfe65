import { MESSAGES_CONFIRMED_PREFIX } from '@/lib/user-caches';

/**
 * Up to when this device saw the server confirm everything it wrote (the sync status's
 * `lastSyncedAt`), kept per user on the device. After a reload the status knows nothing for a
 * while (pending writes not yet counted, no sync yet this session), and messages the screen had
 * already shown as 'Enviada' went back to 'Pendente' for up to 30 s: what the server confirmed
 * once stays confirmed (issue 30).
 */
export function readConfirmedUntil(uid: string): string | null {
  try {
    return localStorage.getItem(MESSAGES_CONFIRMED_PREFIX + uid);
  } catch {
    return null;
  }
}

/** Records a later confirmation; an earlier one never replaces it. */
export function rememberConfirmedUntil(uid: string, at: string): void {
  try {
    const known = localStorage.getItem(MESSAGES_CONFIRMED_PREFIX + uid);
    if (!known || at > known) localStorage.setItem(MESSAGES_CONFIRMED_PREFIX + uid, at);
  } catch {
    // Storage blocked: the live status still says it while the app is open.
  }
}

/** The later of two instants (either may be missing). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
