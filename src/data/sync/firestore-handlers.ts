import { Observable } from 'rxjs';
import type { RxReplicationPullStreamItem, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import {
  Timestamp,
  collection as firestoreCollection,
  doc,
  documentId,
  getDocsFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';

/**
 * The project's own Firestore handlers for RxDB's replication protocol
 * (`replicateRxCollection`), in place of the handlers of `rxdb/plugins/replication-firestore`.
 *
 * Why not the plugin's (see docs/architecture.md, "Replication"):
 * - its push reads the server documents with a plain query and writes them through a
 *   separate batch, so two devices pushing at once both "win" and the second silently
 *   overwrites the first — the merge handler is never called. Here every pushed document
 *   is read with `transaction.get` and written in the same transaction: Firestore retries
 *   the transaction when a read document changed before commit, so the comparison with
 *   the assumed master state and the write are one compare-and-set;
 * - its reads may be answered from the SDK's cache, which is then taken for the server's
 *   state. Here the pull reads only from the server (`getDocsFromServer`, which fails
 *   offline) and the push reads only inside a transaction (always the server).
 * - its checkpoint keeps the server time in milliseconds; Firestore's is in microseconds.
 *   Here it keeps seconds + nanoseconds, so documents stamped within one millisecond are
 *   neither skipped nor pulled again.
 */

/** The field Firestore stamps on every write (never part of the RxDB schema). */
export const SERVER_TIMESTAMP_FIELD = 'serverTimestamp';

export interface FirestoreCheckpoint {
  id: string;
  /** ISO time of the last pulled document (readable; milliseconds). */
  serverTimestamp: string;
  /** The exact server time; absent in checkpoints written by the plugin before. */
  seconds?: number;
  nanoseconds?: number;
}

type Doc = Record<string, unknown>;

function checkpointTime(checkpoint: FirestoreCheckpoint): Timestamp {
  return typeof checkpoint.seconds === 'number'
    ? new Timestamp(checkpoint.seconds, checkpoint.nanoseconds ?? 0)
    : Timestamp.fromDate(new Date(checkpoint.serverTimestamp));
}

/** A Firestore document as RxDB stores it: primary key added, server time removed. */
function toDocData(snapshot: DocumentSnapshot, primaryPath: string): Doc {
  const data: Doc = { ...snapshot.data() };
  delete data[SERVER_TIMESTAMP_FIELD];
  data[primaryPath] = snapshot.id;
  return data;
}

export interface FirestoreHandlerOptions {
  firestore: Firestore;
  /** Firestore collection name (= the RxDB collection's). */
  collectionName: string;
  primaryPath: string;
  /** The collection's conflict handler equality (ignores storage bookkeeping). */
  isEqual: (a: Doc, b: Doc) => boolean;
  /** Brings a server document to the fields this app version knows (see sync/validate.ts). */
  normalize: (doc: Doc) => Doc;
}

/**
 * Pull: the documents after the checkpoint in server-time order (ties by document id),
 * read from the server only.
 */
export function createPullHandler({ firestore, collectionName, primaryPath }: Omit<FirestoreHandlerOptions, 'isEqual' | 'normalize'>) {
  const collection = firestoreCollection(firestore, collectionName);
  const F = SERVER_TIMESTAMP_FIELD;
  return async (checkpoint: FirestoreCheckpoint | undefined, batchSize: number) => {
    let docs: DocumentSnapshot[];
    if (checkpoint) {
      const time = checkpointTime(checkpoint);
      // First the rest of the documents stamped with the checkpoint's exact time, then the newer ones.
      const sameTime = await getDocsFromServer(
        query(collection, where(F, '==', time), where(documentId(), '>', checkpoint.id), orderBy(documentId(), 'asc'), limit(batchSize)),
      );
      docs = sameTime.docs;
      if (docs.length < batchSize) {
        const newer = await getDocsFromServer(query(collection, where(F, '>', time), orderBy(F, 'asc'), limit(batchSize - docs.length)));
        docs = docs.concat(newer.docs);
      }
    } else {
      docs = (await getDocsFromServer(query(collection, orderBy(F, 'asc'), limit(batchSize)))).docs;
    }
    const last = docs[docs.length - 1];
    if (!last) return { documents: [] as WithDeleted<Doc>[], checkpoint };
    const time = last.get(F) as Timestamp;
    return {
      documents: docs.map((d) => toDocData(d, primaryPath) as WithDeleted<Doc>),
      checkpoint: { id: last.id, serverTimestamp: time.toDate().toISOString(), seconds: time.seconds, nanoseconds: time.nanoseconds },
    };
  };
}

/**
 * Push: one transaction per batch (Firestore allows 500 writes in one). Each document is
 * read inside it; when the server's state differs from the state this device last saw
 * (RxDB's assumed master state) it is returned as a conflict for the merge handler, and
 * nothing is written for it. Updates keep fields this app version does not know.
 */
export function createPushHandler({ firestore, collectionName, primaryPath, isEqual, normalize }: FirestoreHandlerOptions) {
  const collection = firestoreCollection(firestore, collectionName);
  return async (rows: RxReplicationWriteToMasterRow<Doc>[]): Promise<WithDeleted<Doc>[]> => {
    if (rows.length === 0) return [];
    return runTransaction(firestore, async (transaction) => {
      // Declared inside: Firestore re-runs this function when a read document changed.
      const conflicts: WithDeleted<Doc>[] = [];
      const refs = rows.map((row) => doc(collection, String(row.newDocumentState[primaryPath])));
      const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
      rows.forEach((row, i) => {
        const ref = refs[i]!;
        const snapshot = snapshots[i]!;
        const data: Doc = { ...row.newDocumentState, [SERVER_TIMESTAMP_FIELD]: serverTimestamp() };
        delete data[primaryPath];
        if (!snapshot.exists()) {
          transaction.set(ref, data);
          return;
        }
        const onServer = normalize(toDocData(snapshot, primaryPath));
        if (!row.assumedMasterState || !isEqual(onServer, row.assumedMasterState as Doc)) {
          conflicts.push(onServer as WithDeleted<Doc>);
          return;
        }
        transaction.update(ref, data);
      });
      return conflicts;
    });
  };
}

/**
 * Live pull, for `pull.stream$`: any server change in the collection (its newest document
 * changes) asks RxDB to pull again, and so does a reconnect (`online`). Cold: RxDB
 * subscribes when the replication starts — in the leader tab only — and unsubscribes when it
 * is cancelled, so other tabs open no listeners. A listener the server ended with an error
 * (e.g. refused before the user's profile reached the server, right after sign-up) is
 * opened again with back-off, or the device would never hear of changes again.
 */
export function createPullStream(
  firestore: Firestore,
  collectionName: string,
  onError: (error: unknown) => void,
  { retryMs = 2_000, maxRetryMs = 60_000 } = {},
): Observable<RxReplicationPullStreamItem<Doc, FirestoreCheckpoint>> {
  const newest = query(firestoreCollection(firestore, collectionName), orderBy(SERVER_TIMESTAMP_FIELD, 'desc'), limit(1));
  return new Observable<RxReplicationPullStreamItem<Doc, FirestoreCheckpoint>>((subscriber) => {
    const resync = () => subscriber.next('RESYNC');
    let unsubscribe: (() => void) | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let delay = retryMs;
    let stopped = false;
    const listen = () => {
      unsubscribe = onSnapshot(
        newest,
        (snapshot) => {
          // A cache answer says nothing about the server.
          if (snapshot.metadata.fromCache) return;
          delay = retryMs;
          resync();
        },
        (error) => {
          onError(error);
          if (stopped) return;
          retryTimer = setTimeout(listen, delay);
          delay = Math.min(delay * 2, maxRetryMs);
        },
      );
    };
    listen();
    const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
    if (hasWindow) window.addEventListener('online', resync);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      unsubscribe?.();
      if (hasWindow) window.removeEventListener('online', resync);
    };
  });
}
