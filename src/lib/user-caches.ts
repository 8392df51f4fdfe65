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

/** Drafts (lib/drafts.ts): a half-typed message or form, one entry per user and place. */
export const DRAFTS_PREFIX = 'advocacia:rascunho:';
/** Up to when this device saw the server confirm its chat messages (features/chats/confirmed-until.ts), per user. */
export const MESSAGES_CONFIRMED_PREFIX = 'advocacia:mensagens-confirmadas:';

/** Staff alerts (issue 36): accepted on this device while offline, to register once online (lib/push/device-push.ts). */
export const ALERTS_WANTED_PREFIX = 'advocacia:alertas-pendente:';
/** Staff alerts: whether the offer after the first deadline is due or was made (lib/push/alert-offer.ts). */
export const ALERTS_OFFER_PREFIX = 'advocacia:alertas-oferta:';

const USER_CACHE_KEYS = [REMINDERS_ANNOUNCED_KEY, CEP_CACHE_KEY];
const USER_CACHE_PREFIXES = [DRAFTS_PREFIX, MESSAGES_CONFIRMED_PREFIX, ALERTS_WANTED_PREFIX, ALERTS_OFFER_PREFIX];

export function clearUserCaches(storage: Pick<Storage, 'removeItem' | 'key' | 'length'> = localStorage): void {
  try {
    const prefixed: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && USER_CACHE_PREFIXES.some((p) => key.startsWith(p))) prefixed.push(key);
    }
    for (const key of [...USER_CACHE_KEYS, ...prefixed]) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing could have been written there either.
  }
}
