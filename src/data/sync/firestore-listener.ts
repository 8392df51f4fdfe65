import { Observable } from 'rxjs';
import type { RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import {
  Timestamp,
  collection as firestoreCollection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import type { PushLedger } from './push-ledger';
import {
  SERVER_TIMESTAMP_FIELD,
  toDocData,
  type Doc,
  type FirestoreCheckpoint,
  type ServerClock,
} from './firestore-documents';

// The live half of the pull: RxDB's pull.stream$ (why our own handlers: firestore-documents.ts).

/** Why a pull was asked for. 'settle' and 'watchdog' are background checks that usually find nothing. */
export type ResyncReason = 'listener' | 'reconnect' | 'heal' | 'settle' | 'watchdog';

export interface PullStreamOptions {
  /** First delay before a listener the server ended is opened again (doubles, up to maxRetryMs). */
  retryMs?: number;
  maxRetryMs?: number;
  /** Fed with the newest stamp of every server snapshot. */
  clock?: ServerClock;
  /** Heals (browser back online, tab visible again, wake from sleep, another listener back): a server read at once. */
  heal$?: Observable<unknown>;
  /**
   * Pulls asked for by the pull handler (look-back), as `Date.now()` times. It may ask before
   * RxDB subscribes here (its first pull runs first): give a replaying source.
   */
  resyncAt$?: Observable<number>;
  /** A pull when none was asked for during this long (± 20 %, so collections spread out); 0: never. */
  watchdogMs?: number;
  /** The watchdog stays quiet while this says false (a hidden tab; its return is a heal). */
  isVisible?: () => boolean;
  /** The listener lost the server ('lost': its snapshots come from the cache, or it failed) or has it again ('back'). */
  onConnection?: (state: 'lost' | 'back') => void;
  /** Every pull asked for, with why, before RxDB hears of it. */
  onResync?: (reason: ResyncReason) => void;
  /**
   * The collection's primary key. Given: the document the listener reports is handed to RxDB
   * at once (before the pull it also asks for), so an edit on another device is shown without
   * waiting for a query round trip. See "The listener's document" in docs/architecture.md.
   */
  primaryPath?: string;
  /** This collection's pushes: a document pushed a moment ago is not handed over from a snapshot that may predate the push. */
  ledger?: PushLedger;
  /**
   * Server documents to hand to RxDB as pulled ones (the consistency check's repairs: RxDB
   * stores each only where the local copy has no change of its own).
   */
  inject$?: Observable<Doc[]>;
  /** Where the server's time of the handed-over document is kept (policy `serverTimeField`). */
  serverTimeField?: string;
}

export const DEFAULT_WATCHDOG_MS = 25_000;

/**
 * Live pull, for `pull.stream$`: asks RxDB to pull ('RESYNC') when
 * - the collection's newest document changes on the server (a listener on it);
 * - the listener is back on the server after losing it (an SDK reconnect: its snapshots go
 *   `fromCache` and then not; metadata changes are listened to for that);
 * - something heals (`heal$`) — the SDK may stay silent up to its 60 s back-off after a fault
 *   while the server has news, and a flaky network never fires `online`;
 * - the pull handler asks for it (`resyncIn$`: the look-back of a late-visible commit, which
 *   changes no newest document and so fires no listener);
 * - nothing asked for one for `watchdogMs` (a watchdog: one server query, only while visible).
 * Cold: RxDB subscribes when the replication starts — in the leader tab only — and
 * unsubscribes when it is cancelled. A listener the server ended with an error (e.g. refused
 * before the user's profile reached the server, right after sign-up) is opened again with
 * back-off, or the device would never hear of changes again.
 */
export function createPullStream(
  firestore: Firestore,
  collectionName: string,
  onError: (error: unknown) => void,
  {
    retryMs = 2_000,
    maxRetryMs = 60_000,
    clock,
    heal$,
    resyncAt$,
    watchdogMs = DEFAULT_WATCHDOG_MS,
    isVisible = () => true,
    onConnection,
    onResync,
    primaryPath,
    ledger,
    inject$,
    serverTimeField,
  }: PullStreamOptions = {},
): Observable<RxReplicationPullStreamItem<Doc, FirestoreCheckpoint>> {
  const newest = query(
    firestoreCollection(firestore, collectionName),
    orderBy(SERVER_TIMESTAMP_FIELD, 'desc'),
    limit(1),
  );
  return new Observable<RxReplicationPullStreamItem<Doc, FirestoreCheckpoint>>((subscriber) => {
    let unsubscribe: (() => void) | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let watchdogTimer: ReturnType<typeof setTimeout> | undefined;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    let settleDue = Infinity;
    let delay = retryMs;
    let stopped = false;
    // undefined: not yet on the server; true: on it; false: lost it.
    let connected: boolean | undefined;
    // The listener reports metadata changes too: the same version of a document is handed over once.
    let lastHanded: string | undefined;
    /** True when the snapshot's document was handed to RxDB. */
    const handOver = (snapshot: DocumentSnapshot | undefined): boolean => {
      if (!primaryPath || !snapshot || stopped) return false;
      const stamp = snapshot.get(SERVER_TIMESTAMP_FIELD) as unknown;
      if (!(stamp instanceof Timestamp)) return false;
      const key = `${snapshot.id}@${stamp.seconds}.${stamp.nanoseconds}`;
      if (key === lastHanded || ledger?.recentlyPushed(snapshot.id)) return false;
      lastHanded = key;
      // An empty checkpoint: RxDB stacks it on the stored one, so the pull's position does not
      // move — the pull asked for next still reads everything after it, this document included.
      subscriber.next({
        documents: [toDocData(snapshot, primaryPath, serverTimeField) as WithDeleted<Doc>],
        checkpoint: {} as FirestoreCheckpoint,
      });
      return true;
    };
    const armWatchdog = () => {
      clearTimeout(watchdogTimer);
      if (stopped || !(watchdogMs > 0)) return;
      watchdogTimer = setTimeout(
        () => (isVisible() ? resync('watchdog') : armWatchdog()),
        watchdogMs * (0.8 + 0.4 * Math.random()),
      );
    };
    const resync = (reason: ResyncReason) => {
      if (stopped) return;
      armWatchdog();
      onResync?.(reason);
      subscriber.next('RESYNC');
    };
    const lost = () => {
      if (connected === false) return;
      connected = false;
      onConnection?.('lost');
    };
    const listen = () => {
      unsubscribe = onSnapshot(
        newest,
        { includeMetadataChanges: true },
        (snapshot) => {
          // A cache answer says nothing about the server — but that the listener lost it.
          if (snapshot.metadata.fromCache) return lost();
          delay = retryMs;
          clock?.observe(snapshot.docs[0]?.get(SERVER_TIMESTAMP_FIELD));
          const back = connected === false;
          connected = true;
          if (back) onConnection?.('back');
          const reason = back ? 'reconnect' : 'listener';
          // RxDB passes documents through more promise steps than a 'RESYNC', which would overtake
          // them, and then drop them as older than its pull: the pull is asked for a task later.
          if (handOver(snapshot.docs[0])) setTimeout(() => resync(reason), 0);
          else resync(reason);
        },
        (error) => {
          onError(error);
          if (stopped) return;
          lost();
          retryTimer = setTimeout(listen, delay);
          delay = Math.min(delay * 2, maxRetryMs);
        },
      );
    };
    listen();
    armWatchdog();
    const subs = [
      heal$?.subscribe(() => resync('heal')),
      inject$?.subscribe((documents) => {
        if (!stopped && documents.length)
          subscriber.next({ documents: documents as WithDeleted<Doc>[], checkpoint: {} as FirestoreCheckpoint });
      }),
      resyncAt$?.subscribe((due) => {
        if (due >= settleDue) return;
        clearTimeout(settleTimer);
        settleDue = due;
        settleTimer = setTimeout(
          () => {
            settleDue = Infinity;
            resync('settle');
          },
          Math.max(0, due - Date.now()),
        );
      }),
    ];
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(watchdogTimer);
      clearTimeout(settleTimer);
      subs.forEach((s) => s?.unsubscribe());
      unsubscribe?.();
    };
  });
}
