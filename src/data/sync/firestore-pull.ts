import type { WithDeleted } from 'rxdb';
import {
  Timestamp,
  collection as firestoreCollection,
  documentId,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  where,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { PushLedger } from './push-ledger';
import { DEFAULT_SERVER_DEADLINES, isDeadlineError, withDeadline, type ServerDeadlines } from './deadline';
import {
  SERVER_TIMESTAMP_FIELD,
  ServerClock,
  foreignHashOf,
  toDocData,
  toMs,
  type Doc,
  type FirestoreCheckpoint,
  type ForeignHash,
  type StampCursor,
} from './firestore-documents';

// The pull handler of RxDB's replication protocol (why our own: firestore-documents.ts).

function checkpointTime(checkpoint: FirestoreCheckpoint): Timestamp {
  return typeof checkpoint.seconds === 'number'
    ? new Timestamp(checkpoint.seconds, checkpoint.nanoseconds ?? 0)
    : Timestamp.fromDate(new Date(checkpoint.serverTimestamp));
}

function compareCursors(a: StampCursor, b: StampCursor): number {
  if (a.seconds !== b.seconds) return a.seconds - b.seconds;
  if (a.nanoseconds !== b.nanoseconds) return a.nanoseconds - b.nanoseconds;
  if (a.id === b.id) return 0;
  if (a.id === null) return 1;
  if (b.id === null) return -1;
  return a.id < b.id ? -1 : 1;
}
const minCursor = (a: StampCursor, b: StampCursor) => (compareCursors(a, b) <= 0 ? a : b);
const maxCursor = (a: StampCursor, b: StampCursor) => (compareCursors(a, b) >= 0 ? a : b);
/** Past every document stamped at or before `ms` (rounded down to a whole millisecond: never claims too much). */
function cursorAtMs(ms: number): StampCursor {
  const t = Timestamp.fromMillis(Math.floor(ms));
  return { seconds: t.seconds, nanoseconds: t.nanoseconds, id: null };
}
function cursorOf(snapshot: DocumentSnapshot): StampCursor {
  const t = snapshot.get(SERVER_TIMESTAMP_FIELD) as Timestamp;
  return { seconds: t.seconds, nanoseconds: t.nanoseconds, id: snapshot.id };
}

/**
 * How long after its server stamp a committed document may still become visible. The
 * official emulator (and Firestore under contention) stamps a transaction before it becomes
 * visible; a 60-document transaction was seen appear 0.4 s after a later-stamped document
 * had been read, and a 250-write batch under the rules takes up to 4.5 s there.
 */
export const DEFAULT_LOOKBACK_MS = 10_000;

export interface PullHandlerOptions {
  firestore: Firestore;
  collectionName: string;
  primaryPath: string;
  /** Shared by the collections of one connection (and the live stream). */
  clock?: ServerClock;
  /** See DEFAULT_LOOKBACK_MS. */
  lookbackMs?: number;
  /**
   * Asks for another pull in `delayMs`: documents read less than `lookbackMs` ago are not
   * final yet, and the window behind them must be read once more when they are.
   */
  scheduleResync?: (delayMs: number) => void;
  /** This collection's pushes: documents a push overlapped are left out of what a read returns (push-ledger.ts). */
  ledger?: PushLedger;
  /** Told of pulled documents whose stored `syncHash` is not the expected one. */
  onForeignHashes?: (found: ForeignHash[]) => void;
  /** Where the server's time of each document is kept (policy `serverTimeField`); none: not kept. */
  serverTimeField?: string;
  /** How long a server read may take (deadline.ts); tests shorten them. */
  deadlines?: ServerDeadlines;
}

/** After a read past its deadline the next pulls ask for a fifth as many documents (down to this), until one is answered. */
const MIN_PULL_AFTER_DEADLINE = 20;

/** A read from the server only, of at most `max` documents, within its deadline. */
type ServerRead = (q: Query, max: number) => Promise<QuerySnapshot>;

/**
 * Documents after `cursor` in pull order (server time, then id), stamped at or before
 * `upTo` when given, at most `max`, from the server only.
 */
async function readAfter(
  read: ServerRead,
  collection: CollectionReference,
  cursor: StampCursor | undefined,
  upTo: Timestamp | undefined,
  max: number,
): Promise<DocumentSnapshot[]> {
  if (max <= 0) return [];
  const F = SERVER_TIMESTAMP_FIELD;
  let docs: DocumentSnapshot[] = [];
  const time = cursor ? new Timestamp(cursor.seconds, cursor.nanoseconds) : undefined;
  if (cursor && time && cursor.id !== null && (!upTo || time <= upTo)) {
    // First the rest of the documents stamped with the cursor's exact time, then the newer ones.
    const sameTime = await read(
      query(
        collection,
        where(F, '==', time),
        where(documentId(), '>', cursor.id),
        orderBy(documentId(), 'asc'),
        limit(max),
      ),
      max,
    );
    docs = sameTime.docs;
  }
  if (docs.length < max && !(time && upTo && upTo <= time)) {
    const range = [...(time ? [where(F, '>', time)] : []), ...(upTo ? [where(F, '<=', upTo)] : [])];
    const newer = await read(
      query(collection, ...range, orderBy(F, 'asc'), limit(max - docs.length)),
      max - docs.length,
    );
    docs = docs.concat(newer.docs);
  }
  return docs;
}

/**
 * Pull: the documents after the checkpoint in server-time order (ties by document id),
 * read from the server only — plus a look-back, because a document can become visible
 * after documents stamped later than it were already read (a slow transaction: its stamp
 * is taken before it commits). A pull that only looked forward would skip it for good.
 *
 * The look-back never re-reads the collection, only the last few seconds of stamps, and
 * each of them once more at most:
 * - `verified` (in the checkpoint) is the point up to which every document is known to
 *   have been read. A read done when the server's clock is provably (ServerClock) at least
 *   `lookbackMs` past a stamp has seen everything stamped up to it, so the point moves up to
 *   "server time − lookbackMs" over what the reads of a pull covered without a hole;
 * - when the forward read reaches the end (a short batch) and the clock allows it, the
 *   documents between `verified` and the position that have become final are read again
 *   (RxDB stores nothing for documents it already has in that state);
 * - what cannot be final yet (stamped less than `lookbackMs` ago) gets one more pull when
 *   it can (`scheduleResync`), so a late document arrives within `lookbackMs` or so even
 *   when nothing else happens;
 * - before a forward read that may come in full batches (the first pull, a catch-up) the
 *   newest stamp is asked for (one document), so old documents are final as soon as read
 *   instead of being read twice; and the look-back of a catch-up waits for its own pull, so
 *   a first sync is not held up by it.
 */
export function createPullHandler({
  firestore,
  collectionName,
  primaryPath,
  clock = new ServerClock(),
  lookbackMs = DEFAULT_LOOKBACK_MS,
  scheduleResync,
  ledger,
  onForeignHashes,
  serverTimeField,
  deadlines = DEFAULT_SERVER_DEADLINES,
}: PullHandlerOptions) {
  const collection = firestoreCollection(firestore, collectionName);
  const read: ServerRead = (q, max) =>
    withDeadline(getDocsFromServer(q), deadlines.readBaseMs + deadlines.readPerDocMs * max, `pull ${collectionName}`);
  // A slow link that cannot carry a full batch within the deadline still gets smaller ones.
  let shrink = 1;
  const F = SERVER_TIMESTAMP_FIELD;
  // RxDB stores no checkpoint for a pull that returned nothing: what such a pull verified is
  // remembered here (for the same position), or every later pull would repeat its look-back.
  let remembered: FirestoreCheckpoint | undefined;
  let lastWasFull = true;
  const observe = (docs: DocumentSnapshot[]) => {
    const last = docs[docs.length - 1];
    if (last) clock.observe(last.get(F));
  };
  const pullOnce = async (checkpoint: FirestoreCheckpoint | undefined, batchSize: number) => {
    // An empty checkpoint (stored by the listener's hand-over before any pull stored one) is none.
    if (checkpoint && typeof checkpoint.serverTimestamp !== 'string') checkpoint = undefined;
    const position: StampCursor | undefined = checkpoint
      ? { ...pick(checkpointTime(checkpoint)), id: checkpoint.id }
      : undefined;
    let verified: StampCursor | undefined =
      checkpoint?.verified ?? (position ? cursorAtMs(toMs(position) - lookbackMs) : undefined);
    if (
      remembered?.verified &&
      position &&
      remembered.id === position.id &&
      remembered.seconds === position.seconds &&
      remembered.nanoseconds === position.nanoseconds
    ) {
      verified = verified ? maxCursor(verified, remembered.verified) : remembered.verified;
    }
    const gap = !!position && !!verified && compareCursors(verified, position) < 0;
    const mark = ledger?.readStarted();
    const bound0 = clock.lowerBoundMs();
    // The first pull of a session or one after a full batch: a catch-up.
    const catchingUp = lastWasFull;
    if (catchingUp && (bound0 === undefined || !position || bound0 - lookbackMs < toMs(position))) {
      // One document: the newest stamp, so the server's clock is known before a long forward read.
      observe((await read(query(collection, orderBy(F, 'desc'), limit(1)), 1)).docs);
    }

    // The server ran the forward read no earlier than the clock's bound when it was sent, nor
    // before the newest stamp it returned; the look-back runs later still.
    const sentAt = clock.lowerBoundMs();
    const forward = await readAfter(read, collection, position, undefined, batchSize);
    observe(forward);
    const full = forward.length >= batchSize;
    lastWasFull = full;
    const newPosition = forward.length ? cursorOf(forward[forward.length - 1]!) : position;
    const newest = forward.length ? toMs(newPosition!) : undefined;
    const bound = sentAt === undefined ? newest : newest === undefined ? sentAt : Math.max(sentAt, newest);
    const boundMs = bound === undefined ? undefined : bound - lookbackMs;

    // How far from `verified` (or from the start) the reads of this call reach without a hole.
    let reach: StampCursor | 'end' | undefined = gap ? verified : full ? newPosition : 'end';
    let lookback: DocumentSnapshot[] = [];
    let lookbackUnfinished = false;
    // After a catch-up the look-back waits for its own pull (scheduled below): a first sync
    // is not held up re-reading what was written just before it.
    if (gap && !full && !catchingUp && boundMs !== undefined && boundMs > toMs(verified!)) {
      const toPosition = boundMs >= toMs(position!);
      const upTo = toPosition
        ? new Timestamp(position!.seconds, position!.nanoseconds)
        : Timestamp.fromMillis(Math.floor(boundMs));
      const room = batchSize - forward.length;
      lookback = await readAfter(read, collection, verified, upTo, room);
      observe(lookback);
      lookbackUnfinished = lookback.length >= room;
      if (lookbackUnfinished) reach = cursorOf(lookback[lookback.length - 1]!);
      // The look-back reached the position, and the forward read covered what is after it.
      else reach = toPosition ? 'end' : { seconds: upTo.seconds, nanoseconds: upTo.nanoseconds, id: null };
    }
    let newVerified = verified;
    if (boundMs !== undefined && reach !== undefined) {
      const finalUpTo = cursorAtMs(boundMs);
      const candidate = reach === 'end' ? finalUpTo : minCursor(reach, finalUpTo);
      newVerified = newVerified ? maxCursor(newVerified, candidate) : candidate;
    }

    // Not final yet: one more pull when it can be.
    if (newPosition && (!newVerified || compareCursors(newVerified, newPosition) < 0)) {
      const now = clock.lowerBoundMs();
      const due = lookbackUnfinished ? 0 : now === undefined ? lookbackMs : toMs(newPosition) + lookbackMs - now;
      // (a deferred look-back whose range is already final runs at once: `due` is then ≤ 0)
      scheduleResync?.(Math.max(0, due) + 100);
    }

    const byId = new Map<string, DocumentSnapshot>();
    for (const d of [...forward, ...lookback]) byId.set(d.id, d);
    // A push of the document overlapped the read: what was read may be older than what this
    // device has just written. Left out, and read again right away, after the push.
    let overlapped = false;
    if (ledger && mark) {
      for (const id of [...byId.keys()]) {
        if (!ledger.overlapped(id, mark)) continue;
        byId.delete(id);
        overlapped = true;
      }
      if (overlapped) scheduleResync?.(0);
    }
    if (onForeignHashes) {
      const found = [...byId.values()].map(foreignHashOf).filter((f): f is ForeignHash => !!f);
      if (found.length) onForeignHashes(found);
    }
    if (!newPosition) return { documents: [] as WithDeleted<Doc>[], checkpoint };
    const time = new Timestamp(newPosition.seconds, newPosition.nanoseconds);
    const next: FirestoreCheckpoint = {
      id: newPosition.id ?? '',
      serverTimestamp: time.toDate().toISOString(),
      seconds: newPosition.seconds,
      nanoseconds: newPosition.nanoseconds,
      ...(newVerified ? { verified: newVerified } : {}),
    };
    remembered = next;
    return {
      documents: [...byId.values()].map((d) => toDocData(d, primaryPath, serverTimeField) as WithDeleted<Doc>),
      checkpoint: next,
    };
  };
  return async (checkpoint: FirestoreCheckpoint | undefined, batchSize: number) => {
    try {
      const result = await pullOnce(
        checkpoint,
        shrink === 1 ? batchSize : Math.max(MIN_PULL_AFTER_DEADLINE, Math.floor(batchSize / shrink)),
      );
      shrink = 1;
      return result;
    } catch (error) {
      if (isDeadlineError(error)) shrink = Math.min(shrink * 5, 25);
      throw error;
    }
  };
}

const pick = (t: Timestamp) => ({ seconds: t.seconds, nanoseconds: t.nanoseconds });
