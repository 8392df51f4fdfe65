import type { RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import {
  collection as firestoreCollection,
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { firestoreErrorCode } from './errors';
import { REFUSAL_CODES, type RefusalCode } from './refused-writes';
import type { PushLedger } from './push-ledger';
import { SERVER_TIMESTAMP_FIELD, toDocData, type Doc } from './firestore-documents';
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
}: PushHandlerOptions) {
  const withoutServerTime = (d: Doc): Doc => {
    if (!serverTimeField || !(serverTimeField in d)) return d;
    const { [serverTimeField]: _serverTime, ...rest } = d;
    return rest;
  };
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
    const answers = refused.map(
      ({ row, onServer }) => (onServer ?? { ...row.newDocumentState, _deleted: true }) as WithDeleted<Doc>,
    );
    return [...conflicts, ...answers];
  }

  async function pushOrSplit(
    rows: RxReplicationWriteToMasterRow<Doc>[],
  ): Promise<{ conflicts: WithDeleted<Doc>[]; refused: RefusedRow[] }> {
    const seen: (Doc | null)[] = [];
    try {
      return { conflicts: await pushWithRetry(rows, seen), refused: [] };
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
  ): Promise<WithDeleted<Doc>[]> {
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
        const local = withoutServerTime(row.newDocumentState);
        const data: Doc = {
          ...local,
          [SERVER_TIMESTAMP_FIELD]: serverTimestamp(),
          // What the consistency check adds up (@advocacia/shared/sync/sync-hash).
          [SYNC_HASH_FIELD]: syncHashOf(id, local),
        };
        delete data[primaryPath];
        if (!snapshot.exists()) {
          seen.push(null);
          transaction.set(ref, data);
          return;
        }
        const onServer = normalize(toDocData(snapshot, primaryPath));
        seen.push(onServer);
        // The server holds this state already (a pulled version the replication took for a local
        // change, e.g. after being stopped between storing it and recording it): nothing to write.
        if (isEqual(onServer, local)) return;
        if (!row.assumedMasterState || !isEqual(onServer, withoutServerTime(row.assumedMasterState as Doc))) {
          conflicts.push(onServer as WithDeleted<Doc>);
          return;
        }
        transaction.update(ref, data);
      });
      return conflicts;
    });
  }
}
