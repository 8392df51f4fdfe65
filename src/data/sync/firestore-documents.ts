import { Timestamp, type DocumentSnapshot } from 'firebase/firestore';
import { SYNC_HASH_FIELD, syncHashOf, versionKey } from '@advocacia/shared/sync/sync-hash';
import { SERVER_TIMESTAMP_FIELD } from './document-fields';

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
// This file: what the pull, the push and the listener share (firestore-pull.ts,
// firestore-push.ts, firestore-listener.ts): the server's fields, the checkpoint, the server clock.

export { SERVER_TIMESTAMP_FIELD };

export interface FirestoreCheckpoint {
  id: string;
  /** ISO time of the last pulled document (readable; milliseconds). */
  serverTimestamp: string;
  /** The exact server time; absent in checkpoints written by the plugin before. */
  seconds?: number;
  nanoseconds?: number;
  /**
   * Look-back: every document at or before this point is known to have been read (see
   * createPullHandler). Absent in older checkpoints: then the last window before the
   * position is read again once.
   */
  verified?: StampCursor;
}

/** A point in the pull order (server time, then document id). */
export interface StampCursor {
  seconds: number;
  nanoseconds: number;
  /** The last document id at that instant; null: past every document of that instant. */
  id: string | null;
}

export type Doc = Record<string, unknown>;

export const toMs = (t: { seconds: number; nanoseconds: number }) => t.seconds * 1000 + t.nanoseconds / 1e6;

/**
 * A Firestore document as RxDB stores it: primary key added, server time and version hash
 * removed — or the server time kept, as an ISO string, in `serverTimeField` when the collection
 * asks for it (policy `serverTimeField`: the audit trail orders by the server's time).
 */
export function toDocData(snapshot: DocumentSnapshot, primaryPath: string, serverTimeField?: string): Doc {
  const data: Doc = { ...snapshot.data() };
  const stamp = data[SERVER_TIMESTAMP_FIELD];
  delete data[SERVER_TIMESTAMP_FIELD];
  delete data[SYNC_HASH_FIELD];
  if (serverTimeField && stamp instanceof Timestamp) data[serverTimeField] = stamp.toDate().toISOString();
  data[primaryPath] = snapshot.id;
  return data;
}

/**
 * A server document whose stored `syncHash` is not the one its stamps give (written by
 * someone who does not set it, or before it existed): what the consistency check must expect
 * for that version instead. Null when the server document has none.
 */
export interface ForeignHash {
  id: string;
  version: string;
  hash: number | null;
}

/** The document's ForeignHash, or undefined when its stored hash is the expected one. */
export function foreignHashOf(snapshot: DocumentSnapshot): ForeignHash | undefined {
  const data = snapshot.data() ?? {};
  const stored = data[SYNC_HASH_FIELD];
  const doc = { ...data, _deleted: data._deleted === true };
  if (stored === syncHashOf(snapshot.id, doc)) return undefined;
  return { id: snapshot.id, version: versionKey(snapshot.id, doc), hash: typeof stored === 'number' ? stored : null };
}

/**
 * What this device can prove about the server's clock: a time the server has certainly
 * passed. Every server stamp seen in a server answer was in the past when the answer
 * arrived, and the server's clock has moved on since by at least the local monotonic time
 * elapsed. No device clock is trusted (devices are often minutes off). One per Firestore
 * connection, shared by every collection: a fresh stamp in one says how late it is for all.
 */
export class ServerClock {
  private offsetMs: number | undefined;
  constructor(private readonly localNow: () => number = monotonicNow) {}
  observe(stamp: unknown): void {
    if (!(stamp instanceof Timestamp)) return;
    const offset = toMs(stamp) - this.localNow();
    if (this.offsetMs === undefined || offset > this.offsetMs) this.offsetMs = offset;
  }
  /** Milliseconds since the epoch the server's clock has certainly reached; undefined before any stamp was seen. */
  lowerBoundMs(): number | undefined {
    return this.offsetMs === undefined ? undefined : this.offsetMs + this.localNow();
  }
}
// performance.now() never jumps with clock corrections (and may stand still in sleep: it only under-estimates).
const monotonicNow = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
