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
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { firestoreErrorCode } from './errors';
import { REFUSAL_CODES, type RefusalCode } from './refused-writes';
import type { PushLedger } from './push-ledger';
import { SYNC_HASH_FIELD, syncHashOf, versionKey } from './sync-hash';

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

type Doc = Record<string, unknown>;

function checkpointTime(checkpoint: FirestoreCheckpoint): Timestamp {
  return typeof checkpoint.seconds === 'number'
    ? new Timestamp(checkpoint.seconds, checkpoint.nanoseconds ?? 0)
    : Timestamp.fromDate(new Date(checkpoint.serverTimestamp));
}

const toMs = (t: { seconds: number; nanoseconds: number }) => t.seconds * 1000 + t.nanoseconds / 1e6;

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

/** A Firestore document as RxDB stores it: primary key added, server time and version hash removed. */
export function toDocData(snapshot: DocumentSnapshot, primaryPath: string): Doc {
  const data: Doc = { ...snapshot.data() };
  delete data[SERVER_TIMESTAMP_FIELD];
  delete data[SYNC_HASH_FIELD];
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

/**
 * How long after its server stamp a committed document may still become visible. The
 * official emulator (and Firestore under contention) stamps a transaction before it becomes
 * visible; a 60-document transaction was seen appear 0.4 s after a later-stamped document
 * had been read, and a 250-write batch under the rules takes up to 4.5 s there.
 */
export const DEFAULT_LOOKBACK_MS = 10_000;

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
}

/**
 * Documents after `cursor` in pull order (server time, then id), stamped at or before
 * `upTo` when given, at most `max`, from the server only.
 */
async function readAfter(
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
    const sameTime = await getDocsFromServer(
      query(collection, where(F, '==', time), where(documentId(), '>', cursor.id), orderBy(documentId(), 'asc'), limit(max)),
    );
    docs = sameTime.docs;
  }
  if (docs.length < max && !(time && upTo && upTo <= time)) {
    const range = [...(time ? [where(F, '>', time)] : []), ...(upTo ? [where(F, '<=', upTo)] : [])];
    const newer = await getDocsFromServer(query(collection, ...range, orderBy(F, 'asc'), limit(max - docs.length)));
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
}: PullHandlerOptions) {
  const collection = firestoreCollection(firestore, collectionName);
  const F = SERVER_TIMESTAMP_FIELD;
  // RxDB stores no checkpoint for a pull that returned nothing: what such a pull verified is
  // remembered here (for the same position), or every later pull would repeat its look-back.
  let remembered: FirestoreCheckpoint | undefined;
  let lastWasFull = true;
  const observe = (docs: DocumentSnapshot[]) => {
    const last = docs[docs.length - 1];
    if (last) clock.observe(last.get(F));
  };
  return async (checkpoint: FirestoreCheckpoint | undefined, batchSize: number) => {
    // An empty checkpoint (stored by the listener's hand-over before any pull stored one) is none.
    if (checkpoint && typeof checkpoint.serverTimestamp !== 'string') checkpoint = undefined;
    const position: StampCursor | undefined = checkpoint
      ? { ...pick(checkpointTime(checkpoint)), id: checkpoint.id }
      : undefined;
    let verified: StampCursor | undefined = checkpoint?.verified ?? (position ? cursorAtMs(toMs(position) - lookbackMs) : undefined);
    if (remembered?.verified && position && remembered.id === position.id && remembered.seconds === position.seconds && remembered.nanoseconds === position.nanoseconds) {
      verified = verified ? maxCursor(verified, remembered.verified) : remembered.verified;
    }
    const gap = !!position && !!verified && compareCursors(verified, position) < 0;
    const mark = ledger?.readStarted();
    const bound0 = clock.lowerBoundMs();
    // The first pull of a session or one after a full batch: a catch-up.
    const catchingUp = lastWasFull;
    if (catchingUp && (bound0 === undefined || !position || bound0 - lookbackMs < toMs(position))) {
      // One document: the newest stamp, so the server's clock is known before a long forward read.
      observe((await getDocsFromServer(query(collection, orderBy(F, 'desc'), limit(1)))).docs);
    }

    // The server ran the forward read no earlier than the clock's bound when it was sent, nor
    // before the newest stamp it returned; the look-back runs later still.
    const sentAt = clock.lowerBoundMs();
    const forward = await readAfter(collection, position, undefined, batchSize);
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
      const upTo = toPosition ? new Timestamp(position!.seconds, position!.nanoseconds) : Timestamp.fromMillis(Math.floor(boundMs));
      const room = batchSize - forward.length;
      lookback = await readAfter(collection, verified, upTo, room);
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
      documents: [...byId.values()].map((d) => toDocData(d, primaryPath) as WithDeleted<Doc>),
      checkpoint: next,
    };
  };
}

const pick = (t: Timestamp) => ({ seconds: t.seconds, nanoseconds: t.nanoseconds });

/** A document of a push that the server refused for good, and what the server holds for it. */
export interface RefusedRow {
  row: RxReplicationWriteToMasterRow<Doc>;
  code: RefusalCode;
  /** The server's state of the document (fields this app version knows); null: it has none. */
  onServer: Doc | null;
}

/**
 * Refusals about one document: the rules refused this write ('permission-denied') or its
 * data ('invalid-argument'). Anything else (unreachable, quota, a server fault) is retried.
 */
const DOCUMENT_REFUSALS = new Set<string>(REFUSAL_CODES);

/** A refusal while reading: the user cannot read there at all now (no access yet, or revoked). */
class ReadRefused extends Error {
  constructor(readonly original: unknown) {
    super('read refused');
  }
}

export interface PushHandlerOptions extends FirestoreHandlerOptions {
  /**
   * Refused writes are set aside instead of failing the batch (docs/architecture.md,
   * "Refused writes"): called with them before the handler returns; each is then handed
   * back to RxDB like a conflict whose answer is the server's state (or, when the server has
   * none, a local tombstone), so the local record goes back to what the server holds and
   * nothing stays queued. Without it a refusal fails the batch (RxDB retries it).
   */
  onRefused?: (refused: RefusedRow[]) => Promise<void>;
  /**
   * Commits a batch in groups so that no commit makes the rules look up more documents than
   * they may (20 per commit): `keyOf` names the document the rules look up for a row (null:
   * none), and a commit holds rows of at most `max` distinct keys. For new messages the rules
   * read the chat and its client (LGPD consent, firestore.rules).
   */
  commitGroups?: { keyOf: (row: RxReplicationWriteToMasterRow<Doc>) => string | null; max: number };
  /** Told which documents are being pushed (push-ledger.ts). */
  ledger?: PushLedger;
}

/**
 * Splits `rows` into as few groups as it can with at most `max` distinct keys each (first fit:
 * a row joins the group that already has its key, else the first with room); rows without a
 * key join the first group. Order is kept within each group.
 */
export function groupRowsByKeys<R>(rows: readonly R[], keyOf: (row: R) => string | null, max: number): R[][] {
  const groups: { rows: R[]; keys: Set<string> }[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    let group = key === null ? groups[0] : groups.find((g) => g.keys.has(key)) ?? groups.find((g) => g.keys.size < max);
    if (!group) {
      group = { rows: [], keys: new Set() };
      groups.push(group);
    }
    if (key !== null) group.keys.add(key);
    group.rows.push(row);
  }
  return groups.map((g) => g.rows);
}

/**
 * Push: one transaction per batch (Firestore allows 500 writes in one). Each document is
 * read inside it; when the server's state differs from the state this device last saw
 * (RxDB's assumed master state) it is returned as a conflict for the merge handler, and
 * nothing is written for it. Updates keep fields this app version does not know.
 *
 * A commit the server refuses ('permission-denied', 'invalid-argument') is refused whole,
 * without saying for which document: the batch is split in halves, each pushed on its own,
 * down to the refused documents, which go to `onRefused`; the others are written. A refusal
 * of the reads is not about a document (the user has no access there now): the batch fails
 * and is retried, nothing is set aside.
 */
export function createPushHandler({ firestore, collectionName, primaryPath, isEqual, normalize, onRefused, commitGroups, ledger }: PushHandlerOptions) {
  const collection = firestoreCollection(firestore, collectionName);
  const idOf = (row: RxReplicationWriteToMasterRow<Doc>) => String(row.newDocumentState[primaryPath]);
  return async (rows: RxReplicationWriteToMasterRow<Doc>[]): Promise<WithDeleted<Doc>[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map(idOf);
    ledger?.pushStarted(ids);
    try {
      const groups = commitGroups ? groupRowsByKeys(rows, commitGroups.keyOf, commitGroups.max) : [rows];
      const conflicts: WithDeleted<Doc>[] = [];
      for (const group of groups) conflicts.push(...(await pushGroup(group)));
      return conflicts;
    } finally {
      ledger?.pushEnded(ids);
    }
  };

  async function pushGroup(rows: RxReplicationWriteToMasterRow<Doc>[]): Promise<WithDeleted<Doc>[]> {
    if (!onRefused) return pushWithRetry(rows, []);
    const { conflicts, refused } = await pushOrSplit(rows);
    if (refused.length === 0) return conflicts;
    await onRefused(refused);
    const answers = refused.map(({ row, onServer }) => (onServer ?? { ...row.newDocumentState, _deleted: true }) as WithDeleted<Doc>);
    return [...conflicts, ...answers];
  }

  async function pushOrSplit(rows: RxReplicationWriteToMasterRow<Doc>[]): Promise<{ conflicts: WithDeleted<Doc>[]; refused: RefusedRow[] }> {
    const seen: (Doc | null)[] = [];
    try {
      return { conflicts: await pushWithRetry(rows, seen), refused: [] };
    } catch (error) {
      if (error instanceof ReadRefused) throw error.original;
      const code = firestoreErrorCode(error);
      if (!code || !DOCUMENT_REFUSALS.has(code)) throw error;
      if (rows.length === 1) return { conflicts: [], refused: [{ row: rows[0]!, code: code as RefusalCode, onServer: seen[0] ?? null }] };
      const half = Math.ceil(rows.length / 2);
      const first = await pushOrSplit(rows.slice(0, half));
      const second = await pushOrSplit(rows.slice(half));
      return { conflicts: [...first.conflicts, ...second.conflicts], refused: [...first.refused, ...second.refused] };
    }
  }

  async function pushWithRetry(rows: RxReplicationWriteToMasterRow<Doc>[], seen: (Doc | null)[]): Promise<WithDeleted<Doc>[]> {
    // A commit that lost a race for one of its documents comes back 'aborted' (retried by
    // runTransaction itself) or, from the emulator, 'failed-precondition' ("the stored version
    // does not match the required base version"): the same race, so the same answer — run the
    // transaction again, which re-reads and hands the newer state to the merge.
    for (let attempt = 1; ; attempt++) {
      try {
        return await pushOnce(rows, seen);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== 'failed-precondition' || attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /** `seen` receives the server's state of each row as the (last run of the) transaction read it. */
  function pushOnce(rows: RxReplicationWriteToMasterRow<Doc>[], seen: (Doc | null)[]): Promise<WithDeleted<Doc>[]> {
    return runTransaction(firestore, async (transaction) => {
      // Declared inside: Firestore re-runs this function when a read document changed.
      const conflicts: WithDeleted<Doc>[] = [];
      const refs = rows.map((row) => doc(collection, String(row.newDocumentState[primaryPath])));
      const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref))).catch((error: unknown) => {
        const code = firestoreErrorCode(error);
        throw code && DOCUMENT_REFUSALS.has(code) ? new ReadRefused(error) : error;
      });
      seen.length = 0;
      rows.forEach((row, i) => {
        const ref = refs[i]!;
        const snapshot = snapshots[i]!;
        const id = String(row.newDocumentState[primaryPath]);
        const data: Doc = {
          ...row.newDocumentState,
          [SERVER_TIMESTAMP_FIELD]: serverTimestamp(),
          // What the consistency check adds up (sync-hash.ts).
          [SYNC_HASH_FIELD]: syncHashOf(id, row.newDocumentState),
        };
        delete data[primaryPath];
        if (!snapshot.exists()) {
          seen.push(null);
          transaction.set(ref, data);
          return;
        }
        const onServer = normalize(toDocData(snapshot, primaryPath));
        seen.push(onServer);
        if (!row.assumedMasterState || !isEqual(onServer, row.assumedMasterState as Doc)) {
          conflicts.push(onServer as WithDeleted<Doc>);
          return;
        }
        transaction.update(ref, data);
      });
      return conflicts;
    });
  }
}

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
  }: PullStreamOptions = {},
): Observable<RxReplicationPullStreamItem<Doc, FirestoreCheckpoint>> {
  const newest = query(firestoreCollection(firestore, collectionName), orderBy(SERVER_TIMESTAMP_FIELD, 'desc'), limit(1));
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
      subscriber.next({ documents: [toDocData(snapshot, primaryPath) as WithDeleted<Doc>], checkpoint: {} as FirestoreCheckpoint });
      return true;
    };
    const armWatchdog = () => {
      clearTimeout(watchdogTimer);
      if (stopped || !(watchdogMs > 0)) return;
      watchdogTimer = setTimeout(() => (isVisible() ? resync('watchdog') : armWatchdog()), watchdogMs * (0.8 + 0.4 * Math.random()));
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
        if (!stopped && documents.length) subscriber.next({ documents: documents as WithDeleted<Doc>[], checkpoint: {} as FirestoreCheckpoint });
      }),
      resyncAt$?.subscribe((due) => {
        if (due >= settleDue) return;
        clearTimeout(settleTimer);
        settleDue = due;
        settleTimer = setTimeout(() => {
          settleDue = Infinity;
          resync('settle');
        }, Math.max(0, due - Date.now()));
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
