import type { RxCollection, RxReplicationWriteToMasterRow } from 'rxdb';
import type { Doc } from './firestore-documents';
import { forEachPending } from './pending-writes';
import type { PushLedger } from './push-ledger';

/**
 * Entries about other collections' documents (policy `about`: the audit trail) ride in the push
 * of the document they name: the record and its entry reach the server in one commit, and the
 * entries' own push then finds them committed and sends nothing (one transaction per edit
 * instead of two racing ones; firestore-push.ts).
 *
 * The entries' collection still pushes every entry itself — an entry whose document was pushed
 * without it (not yet stored, refused, or a conflict) goes its usual way. What it may skip is
 * exactly the state a carrying push committed (`claim`); anything else is compared with the
 * server as always.
 */

/** How the entries' collection is pushed: what a carrying push needs to write and compare its rows. */
export interface CompanionTarget {
  collectionName: string;
  primaryPath: string;
  isEqual: (a: Doc, b: Doc) => boolean;
  normalize: (doc: Doc) => Doc;
  serverTimeField?: string;
  ledger?: PushLedger;
}

/** Pending writes of a riding collection, for one push. */
export interface CompanionRows {
  target: CompanionTarget;
  rows: RxReplicationWriteToMasterRow<Doc>[];
}

/** Finds the pending entries about these documents of the pushing collection. */
export type FindCompanions = (ids: readonly string[]) => Promise<CompanionRows[]>;

/** A riding collection, as the finder reads it. */
export interface Rider {
  target: CompanionTarget;
  collection: RxCollection<unknown>;
  /** Its replication (RxDB's meta data: what the server has), once started. */
  state: () => object | undefined;
  about: { collectionField: string; idField: string };
}

/**
 * The finder for pushes of `pushing`: each rider's pending writes (pending-writes.ts: the
 * entries not yet on the server, usually a handful) about the pushed documents.
 */
export function findCompanions(pushing: string, riders: readonly Rider[]): FindCompanions {
  return async (ids) => {
    const wanted = new Set(ids);
    const out: CompanionRows[] = [];
    for (const rider of riders) {
      const state = rider.state();
      if (!state) continue;
      const rows: RxReplicationWriteToMasterRow<Doc>[] = [];
      const { collectionField, idField } = rider.about;
      await forEachPending(rider.collection, state, (pending) => {
        for (const { doc, master } of pending)
          if (doc[collectionField] === pushing && wanted.has(String(doc[idField])) && doc._deleted !== true)
            rows.push({ newDocumentState: docState(doc) as never, assumedMasterState: master as never });
      });
      if (rows.length) out.push({ target: rider.target, rows });
    }
    return out;
  };
}

/** A stored document as RxDB's push hands it over: without the storage's own fields. */
function docState(stored: Doc): Doc {
  const { _meta, _rev, _attachments, ...state } = stored;
  return state;
}

/** A committed state is kept this long for its collection's own push to claim (it comes within a moment). */
const KEEP_MS = 120_000;

/** Shared by every collection of one replication: which entries a carrying push has in flight or committed. */
export class CompanionCommits {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly committed = new Map<string, { state: Doc; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A carrying push is about to send these entries; call `settle` with what it committed (none: failed). */
  begin(collectionName: string, ids: readonly string[]): (committed: ReadonlyMap<string, Doc>) => void {
    let done!: () => void;
    const settled = new Promise<void>((resolve) => (done = resolve));
    const keys = ids.map((id) => key(collectionName, id));
    for (const k of keys) this.inFlight.set(k, settled);
    return (committed) => {
      const at = this.now();
      for (const [id, state] of committed) {
        const k = key(collectionName, id);
        this.committed.delete(k); // set again at the end: the map stays in time order
        this.committed.set(k, { state, at });
      }
      for (const k of keys) if (this.inFlight.get(k) === settled) this.inFlight.delete(k);
      this.forgetOld(at);
      done();
    };
  }

  /** True while a carrying push has this entry in flight. */
  carrying(collectionName: string, id: string): boolean {
    return this.inFlight.has(key(collectionName, id));
  }

  /**
   * The rows of the entries' own push that a carrying push already committed, state for state
   * (waiting for one in flight): those are done. Returns the rest, to push as usual.
   */
  async claim<R>(
    collectionName: string,
    rows: readonly R[],
    idOf: (row: R) => string,
    isCommitted: (row: R, committed: Doc) => boolean,
  ): Promise<R[]> {
    const waits = rows.map((row) => this.inFlight.get(key(collectionName, idOf(row)))).filter(Boolean);
    if (waits.length) await Promise.all(waits);
    if (this.committed.size === 0) return [...rows];
    return rows.filter((row) => {
      const k = key(collectionName, idOf(row));
      const found = this.committed.get(k);
      if (!found) return true;
      this.committed.delete(k);
      return !isCommitted(row, found.state);
    });
  }

  private forgetOld(at: number): void {
    for (const [k, v] of this.committed) {
      if (at - v.at <= KEEP_MS) break; // insertion order: the rest is newer
      this.committed.delete(k);
    }
  }
}

const key = (collectionName: string, id: string) => `${collectionName}/${id}`;
