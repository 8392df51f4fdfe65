/**
 * localStorage entries that a signed-in person's work leaves on this device, besides the
 * session itself (which sign-out removes). Logout clears them together with the replica, so
 * the next person on a shared tablet finds none of it. Settings of the device stay: the
 * theme ('advocacia:tema') and the firm's own data for the layouts ('advocacia:escritorio').
 */

/** Reminders already announced (ids and due times of the user's reminders). */
export const REMINDERS_ANNOUNCED_KEY = 'advocacia:lembretes-avisados';
/** Addresses looked up by CEP while filling clients' records. */
export const CEP_CACHE_KEY = 'advocacia:cep-cache';

const USER_CACHE_KEYS = [REMINDERS_ANNOUNCED_KEY, CEP_CACHE_KEY];

export function clearUserCaches(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  for (const key of USER_CACHE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage blocked: nothing could have been written there either.
    }
  }
}
