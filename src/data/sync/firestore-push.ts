import type { RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import {
  collection as firestoreCollection,
  doc,
  runTransaction,
  serverTimestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { firestoreErrorCode } from './errors';
import { REFUSAL_CODES, type RefusalCode } from './refused-writes';
import type { PushLedger } from './push-ledger';
import { getAllInTransaction } from './transaction-reads';
import type { CompanionCommits, CompanionTarget, FindCompanions } from './companions';
import { SERVER_TIMESTAMP_FIELD, toDocData, type Doc } from './firestore-documents';
import { DEFAULT_SERVER_DEADLINES, withDeadline, type ServerDeadlines } from './deadline';
import { SYNC_HASH_FIELD, syncHashOf } from '@advocacia/shared/sync/sync-hash';

// The push handler of RxDB's replication protocol: a compare-and-set per batch (why our own: firestore-documents.ts).

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
  /** The field where the pull keeps the server's time (policy serverTimeField): the server's, never pushed or compared. */
  serverTimeField?: string;
  /** Entries about the pushed documents (policy `about`), carried in the same commit (companions.ts). */
  companions?: { find: FindCompanions; commits: CompanionCommits };
  /**
   * This collection's entries ride in the pushes of the documents they name (policy `about`):
   * what those committed is done. (Its push does not wait for theirs: a queue's two halves go
   * side by side, and an edit's entry, stored after its record, finds it carried.)
   */
  carried?: { commits: CompanionCommits };
  /** How long a push's transaction may take (deadline.ts); tests shorten them. */
  deadlines?: ServerDeadlines;
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
    let group =
      key === null ? groups[0] : (groups.find((g) => g.keys.has(key)) ?? groups.find((g) => g.keys.size < max));
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
export function createPushHandler({
  firestore,
  collectionName,
  primaryPath,
  isEqual,
  normalize,
  onRefused,
  commitGroups,
  ledger,
  serverTimeField,
  companions,
  carried,
  deadlines = DEFAULT_SERVER_DEADLINES,
}: PushHandlerOptions) {
  const own: Target = {
    collection: firestoreCollection(firestore, collectionName),
    primaryPath,
    isEqual,
    normalize,
    withoutServerTime: withoutField(serverTimeField),
  };
  const idOf = (row: RxReplicationWriteToMasterRow<Doc>) => String(row.newDocumentState[primaryPath]);
  return async (pushed: RxReplicationWriteToMasterRow<Doc>[]): Promise<WithDeleted<Doc>[]> => {
    // Entries a push of the document they name has committed already (companions.ts): done.
    const rows = carried
      ? await carried.commits.claim(collectionName, pushed, idOf, (row, state) =>
          isEqual(state, own.withoutServerTime(row.newDocumentState)),
        )
      : pushed;
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
    const carriedConflicts = await pushCarrying(rows);
    if (carriedConflicts) return carriedConflicts;
    if (!onRefused) return (await pushWithRetry(rows, [], [])).conflicts;
    const { conflicts, refused } = await pushOrSplit(rows);
    if (refused.length === 0) return conflicts;
    await onRefused(refused);
    const answers = refused.map(
      ({ row, onServer }) => (onServer ?? { ...row.newDocumentState, _deleted: true }) as WithDeleted<Doc>,
    );
    return [...conflicts, ...answers];
  }

  /**
   * The rows with the pending entries about them (companions.ts) in one transaction; null when
   * there are none, or when the commit was refused: then the rows go on alone (and the split
   * finds which one was refused) and the entries their own way.
   */
  async function pushCarrying(rows: RxReplicationWriteToMasterRow<Doc>[]): Promise<WithDeleted<Doc>[] | null> {
    if (!companions) return null;
    const room = MAX_COMMIT_WRITES - rows.length;
    const extra: Carried[] = [];
    for (const { target, rows: found } of room > 0 ? await companions.find(rows.map(idOf)) : []) {
      const idOfEntry = (row: RxReplicationWriteToMasterRow<Doc>) => String(row.newDocumentState[target.primaryPath]);
      const free = found
        .filter((row) => !target.ledger?.recentlyPushed(idOfEntry(row), 0))
        .slice(0, room - extra.length);
      if (free.length === 0) continue;
      const ids = free.map(idOfEntry);
      target.ledger?.pushStarted(ids);
      extra.push({
        target,
        ids,
        rows: free,
        as: {
          collection: firestoreCollection(firestore, target.collectionName),
          primaryPath: target.primaryPath,
          isEqual: target.isEqual,
          normalize: target.normalize,
          withoutServerTime: withoutField(target.serverTimeField),
        },
        settle: companions.commits.begin(target.collectionName, ids),
      });
    }
    if (extra.length === 0) return null;
    let committed = new Map<Carried, Map<string, Doc>>();
    try {
      const result = await pushWithRetry(rows, [], extra);
      committed = result.carried;
      return result.conflicts;
    } catch (error) {
      if (error instanceof ReadRefused) throw error.original;
      const code = firestoreErrorCode(error);
      if (!code || !DOCUMENT_REFUSALS.has(code)) throw error;
      return null;
    } finally {
      for (const c of extra) {
        c.settle(committed.get(c) ?? new Map());
        c.target.ledger?.pushEnded(c.ids);
      }
    }
  }

  async function pushOrSplit(
    rows: RxReplicationWriteToMasterRow<Doc>[],
  ): Promise<{ conflicts: WithDeleted<Doc>[]; refused: RefusedRow[] }> {
    const seen: (Doc | null)[] = [];
    try {
      return { conflicts: (await pushWithRetry(rows, seen, [])).conflicts, refused: [] };
    } catch (error) {
      if (error instanceof ReadRefused) throw error.original;
      const code = firestoreErrorCode(error);
      if (!code || !DOCUMENT_REFUSALS.has(code)) throw error;
      if (rows.length === 1)
        return { conflicts: [], refused: [{ row: rows[0]!, code: code as RefusalCode, onServer: seen[0] ?? null }] };
      const half = Math.ceil(rows.length / 2);
      const first = await pushOrSplit(rows.slice(0, half));
      const second = await pushOrSplit(rows.slice(half));
      return { conflicts: [...first.conflicts, ...second.conflicts], refused: [...first.refused, ...second.refused] };
    }
  }

  async function pushWithRetry(
    rows: RxReplicationWriteToMasterRow<Doc>[],
    seen: (Doc | null)[],
    extra: Carried[],
  ): Promise<PushResult> {
    // A commit that lost a race for one of its documents comes back 'aborted' (retried by
    // runTransaction itself) or, from the emulator, 'failed-precondition' ("the stored version
    // does not match the required base version"): the same race, so the same answer — run the
    // transaction again, which re-reads and hands the newer state to the merge.
    for (let attempt = 1; ; attempt++) {
      try {
        return await pushOnce(rows, seen, extra);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== 'failed-precondition' || attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /**
   * `seen` receives the server's state of each row as the (last run of the) transaction read it.
   * `extra`: carried entries, compared and written the same way; one that conflicts is left to its own push.
   */
  function pushOnce(
    rows: RxReplicationWriteToMasterRow<Doc>[],
    seen: (Doc | null)[],
    extra: Carried[],
  ): Promise<PushResult> {
    const transactionDone = runTransaction(firestore, async (transaction) => {
      // Declared inside: Firestore re-runs this function when a read document changed.
      const conflicts: WithDeleted<Doc>[] = [];
      const carried = new Map<Carried, Map<string, Doc>>();
      const targets = [
        ...rows.map((row) => ({ row, as: own, carry: undefined })),
        ...extra.flatMap((c) => c.rows.map((row) => ({ row, as: c.as, carry: c }))),
      ];
      const refs = targets.map(({ row, as }) => doc(as.collection, String(row.newDocumentState[as.primaryPath])));
      // All in one request (transaction-reads.ts), each version still a precondition of the commit.
      const snapshots = await getAllInTransaction(transaction, refs).catch((error: unknown) => {
        const code = firestoreErrorCode(error);
        throw code && DOCUMENT_REFUSALS.has(code) ? new ReadRefused(error) : error;
      });
      seen.length = 0;
      targets.forEach(({ row, as, carry }, i) => {
        const outcome = compareAndSet(transaction, as, row, refs[i]!, snapshots[i]!);
        if (!carry) {
          seen.push(outcome.onServer);
          if (outcome.conflict) conflicts.push(outcome.onServer as WithDeleted<Doc>);
          return;
        }
        if (outcome.conflict) return;
        const done = carried.get(carry) ?? new Map<string, Doc>();
        done.set(String(row.newDocumentState[as.primaryPath]), outcome.local);
        carried.set(carry, done);
      });
      return { conflicts, carried };
    });
    const writes = rows.length + extra.reduce((n, c) => n + c.rows.length, 0);
    return withDeadline(
      transactionDone,
      deadlines.pushBaseMs + deadlines.pushPerRowMs * writes,
      `push ${collectionName}`,
    );
  }
}

/** Where a row goes and how it is compared. */
interface Target {
  collection: CollectionReference;
  primaryPath: string;
  isEqual: (a: Doc, b: Doc) => boolean;
  normalize: (doc: Doc) => Doc;
  withoutServerTime: (doc: Doc) => Doc;
}

/** Entries of another collection carried by a push (companions.ts). */
interface Carried {
  target: CompanionTarget;
  ids: string[];
  rows: RxReplicationWriteToMasterRow<Doc>[];
  as: Target;
  settle: (committed: ReadonlyMap<string, Doc>) => void;
}

interface PushResult {
  conflicts: WithDeleted<Doc>[];
  /** Per carried collection: the entries now on the server, with the state this push compared. */
  carried: Map<Carried, Map<string, Doc>>;
}

/** Firestore's limit of writes in one commit. */
const MAX_COMMIT_WRITES = 500;

/** A copy without `field` (the server's time the pull keeps: never pushed or compared). */
function withoutField(field: string | undefined): (d: Doc) => Doc {
  return (d) => {
    if (!field || !(field in d)) return d;
    const { [field]: _serverTime, ...rest } = d;
    return rest;
  };
}

/**
 * One row's compare-and-set inside the transaction: written when the server holds the state this
 * device last saw of it (RxDB's assumed master state), or nothing; a conflict (the server's state,
 * for the merge) when the server holds another; nothing either when it already holds this one.
 */
function compareAndSet(
  transaction: Transaction,
  as: Target,
  row: RxReplicationWriteToMasterRow<Doc>,
  ref: DocumentReference,
  snapshot: DocumentSnapshot,
): { local: Doc; onServer: Doc | null; conflict: boolean } {
  const id = String(row.newDocumentState[as.primaryPath]);
  const local = as.withoutServerTime(row.newDocumentState);
  const data: Doc = {
    ...local,
    [SERVER_TIMESTAMP_FIELD]: serverTimestamp(),
    // What the consistency check adds up (@advocacia/shared/sync/sync-hash).
    [SYNC_HASH_FIELD]: syncHashOf(id, local),
  };
  delete data[as.primaryPath];
  if (!snapshot.exists()) {
    transaction.set(ref, data);
    return { local, onServer: null, conflict: false };
  }
  const onServer = as.normalize(toDocData(snapshot, as.primaryPath));
  // The server holds this state already (a pulled version the replication took for a local
  // change, e.g. after being stopped between storing it and recording it): nothing to write.
  if (as.isEqual(onServer, local)) return { local, onServer, conflict: false };
  if (!row.assumedMasterState || !as.isEqual(onServer, as.withoutServerTime(row.assumedMasterState as Doc)))
    return { local, onServer, conflict: true };
  transaction.update(ref, data);
  return { local, onServer, conflict: false };
}
