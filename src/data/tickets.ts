import { Observable } from 'rxjs';

/**
 * Tickets: requests clients open from the firm's mobile app. Not replicated (see
 * docs/architecture.md): the staff app reads the open ones with a live, online-only
 * Firestore query. When Firestore cannot be used (sync unavailable in this build, the
 * device offline, or the query refused) the observable emits an empty list with
 * `available: false` and a pt-BR reason, instead of an error.
 *
 * Assumed ticket fields (written by the mobile app): status ('aberto' while open),
 * createdAt (ISO string), clientId, title, description.
 */
export interface Ticket {
  id: string;
  status: string;
  createdAt: string;
  clientId?: string;
  title?: string;
  description?: string;
  [field: string]: unknown;
}

export interface TicketsResult {
  tickets: Ticket[];
  available: boolean;
  /**
   * Why tickets are not shown, null when available (a code: the home card words it):
   * 'unavailable' — sync not configured in this build; 'offline' — the server cannot be
   * reached; 'refused' — no permission or a server error.
   */
  reason: 'unavailable' | 'offline' | 'refused' | null;
}

const UNAVAILABLE: TicketsResult = { tickets: [], available: false, reason: 'unavailable' };
const OFFLINE: TicketsResult = { tickets: [], available: false, reason: 'offline' };

export function observeOpenTickets(limitTo = 100): Observable<TicketsResult> {
  return new Observable<TicketsResult>((subscriber) => {
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    void (async () => {
      const { getFirebaseSettings } = await import('@/lib/firebase-app');
      if (!getFirebaseSettings().syncAvailable) return subscriber.next(UNAVAILABLE);
      if (offline) subscriber.next(OFFLINE);
      const [{ collection, query, where, orderBy, limit, onSnapshot }, { getServerFirestore }] = await Promise.all([
        import('firebase/firestore'),
        import('./firestore'),
      ]);
      if (closed) return;
      const q = query(
        collection(getServerFirestore(), 'tickets'),
        where('status', '==', 'aberto'),
        orderBy('createdAt', 'desc'),
        limit(limitTo),
      );
      unsubscribe = onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snap) => {
          // Without Firestore persistence a snapshot "from cache" means we never reached the server.
          if (snap.metadata.fromCache && snap.empty) return subscriber.next(OFFLINE);
          subscriber.next({
            tickets: snap.docs.map((d) => ({ ...(d.data() as Omit<Ticket, 'id'>), id: d.id }) as Ticket),
            available: true,
            reason: null,
          });
        },
        (error) => subscriber.next({ ...OFFLINE, reason: error.code === 'unavailable' ? 'offline' : 'refused' }),
      );
    })().catch(() => subscriber.next(UNAVAILABLE));
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });
}
