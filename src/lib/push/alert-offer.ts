/**
 * When to offer staff alerts outside Perfil (issue 36): once, right after the first deadline
 * (`events` kind 'prazo') a person creates on this device — the moment the offer makes sense —
 * and never on a first load. The event and publication writes call `noteDeadlineCreated`; the
 * signed-in layout's host shows the offer while it is due, and `markAlertOfferMade` ends it.
 * Device-only (localStorage, per person; logout clears it with the other user caches).
 */
import { ALERTS_OFFER_PREFIX } from '@/lib/user-caches';

type OfferState = 'pendente' | 'feita';
const listeners = new Set<() => void>();

function read(uid: string): OfferState | null {
  try {
    const value = localStorage.getItem(ALERTS_OFFER_PREFIX + uid);
    return value === 'pendente' || value === 'feita' ? value : null;
  } catch {
    return null;
  }
}

function write(uid: string, state: OfferState): void {
  try {
    localStorage.setItem(ALERTS_OFFER_PREFIX + uid, state);
  } catch {
    // Storage blocked: the offer is a convenience (Perfil always has the switch).
  }
  for (const listener of listeners) listener();
}

/** A deadline was created on this device by `uid`: the first one makes the offer due. */
export function noteDeadlineCreated(uid: string | null | undefined, kind: string): void {
  if (!uid || kind !== 'prazo' || read(uid) !== null) return;
  write(uid, 'pendente');
}

export function isAlertOfferDue(uid: string): boolean {
  return read(uid) === 'pendente';
}

/** Shown (accepted or not), or the device already receives alerts: never offered again. */
export function markAlertOfferMade(uid: string): void {
  if (read(uid) !== 'feita') write(uid, 'feita');
}

export function subscribeAlertOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
