import type { RxCollection } from 'rxdb';
import { createRevision, normalizeMangoQuery, now, prepareQuery } from 'rxdb';
import { Subject } from 'rxjs';
import {
  collection as firestoreCollection,
  count,
  documentId,
  getAggregateFromServer,
  getDocsFromServer,
  query,
  sum,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { foreignHashOf, toDocData, type ForeignHash } from './firestore-documents';
import { DEFAULT_SERVER_DEADLINES, withDeadline } from './deadline';
import { HASH_LIMIT, SYNC_HASH_FIELD, syncHashOf, versionKey } from '@advocacia/shared/sync/sync-hash';

/**
 * Anti-entropy: a device proves that it holds what the server holds, and repairs what differs.
 *
 * The pull (checkpoint + look-back window) is a heuristic; the chaos test found devices that
 * stayed different from the server for good while saying "sincronizado" (a pull checkpoint
 * already past the server's version). Actual Budget compares a Merkle trie of its messages
 * with the server's on every sync; the Firestore equivalent here uses aggregation queries,
 * which Firestore bills at one read per 1,000 index entries:
 * - every version of a document has a number (`syncHash`, @advocacia/shared/sync/sync-hash) written with it;
 *   a live version's is in [1, 2^31), a tombstone's is 0;
 * - per collection, the server's `count()` and `sum(syncHash)` over [1, 2^31) (live documents)
 *   are compared with the same figures computed from the local replica;
 * - a range that differs is split in 16 by hash value and compared again, down to ranges of a
 *   few dozen documents, which are read from the server (only those);
 * - each differing document is repaired: where the local copy has no change of its own (it
 *   equals RxDB's record of the server state) the server's version is handed to RxDB as a
 *   pulled one; where it has one the upstream no longer sees, it is queued again, so the
 *   push's compare-and-set and the merge decide (nothing is overwritten unseen).
 * Hash ranges, not id ranges: Firestore cannot sum over a document-id range, and hashes are
 * spread evenly, so 16 sub-ranges split a collection evenly.
 *
 * Documents whose stored `syncHash` is not the one their stamps give (written by a writer
 * that does not set it) are remembered per version (`ForeignHashes`), learned when pulled or
 * when a repair reads them, so they are not repaired again.
 */

type Doc = Record<string, unknown>;

/** What the check needs of one replicated collection. */
export interface CheckedCollection {
  name: string;
  collection: RxCollection<Doc>;
  /** RxDB's record of the server state (the assumed master state) of these documents. */
  assumedMaster(ids: string[]): Promise<Map<string, Doc>>;
  /** Hands server documents to RxDB as pulled ones. */
  inject(docs: Doc[]): void;
  /** Brings a server document to the fields this app version knows (and validates it); null: invalid. */
  normalize(doc: Doc): Doc | null;
  /** Where the server's time is kept (policy `serverTimeField`). */
  serverTimeField?: string;
}

export interface CollectionCheck {
  name: string;
  /** Equal before any repair. */
  equal: boolean;
  /** Billed reads: aggregations (1 per 1,000 entries, at least 1) and documents read. */
  reads: number;
  aggregations: number;
  documentsRead: number;
  /** Handed the server's version. */
  tookServer: string[];
  /** Queued again for the push (a local change the upstream no longer saw). */
  requeued: string[];
}

export interface CheckResult {
  /** True when every collection was found equal (no repair needed). */
  equal: boolean;
  collections: CollectionCheck[];
  reads: number;
}

/**
 * Ranges with at most this many documents (server + local) are read instead of split; a range
 * that differs is split in FANOUT. Measured (bench/consistency-check.bench.ts, 5 of 1,000 clients
 * changed): 16-way splits down to 64 cost 166 reads, 4-way down to 24 about a third of that — an
 * aggregation costs one read however small its range, so narrow ranges are cheaper to aggregate
 * than to read only when they hold more than a few documents.
 */
const LEAF_SIZE = 24;
const FANOUT = 4;
const MAX_DEPTH = 16;
const PAGE = 500;

/** The RxDB local documents the remembered hashes live in (never replicated). */
export interface LocalDocuments {
  getLocal(id: string): Promise<{ get(field: string): unknown } | null>;
  upsertLocal<D extends object>(id: string, data: D): Promise<unknown>;
}

export class ForeignHashes {
  /** Every hash learned, as it is learned (the local indexes follow it). */
  readonly learned$ = new Subject<{ collection: string; found: ForeignHash[] }>();
  private loaded: Promise<Map<string, Map<string, ForeignHash>>> | undefined;
  private saveQueue: Promise<void> = Promise.resolve();
  /**
   * `onLying`: told once per version of the hashes that are there but wrong (a number that is
   * not its stamps' hash; a missing one is only an older or foreign writer). firestore.rules make
   * every staff write change the hash, so a version that kept an older one's to pass a device
   * that missed it as "verificado" changes the sums anyway (issue 37); one written with a made-up
   * hash is reported here, by every device that pulls or checks it, for the audit trail.
   */
  constructor(
    private readonly db: LocalDocuments,
    private readonly onLying?: (collection: string, lying: ForeignHash[]) => void,
  ) {}

  private static id(collection: string) {
    return `sync-foreign-hashes-${collection}`;
  }

  private load(collection: string): Promise<Map<string, ForeignHash>> {
    this.loaded ??= Promise.resolve(new Map());
    return this.loaded.then(async (all) => {
      let entries = all.get(collection);
      if (!entries) {
        const local = await this.db.getLocal(ForeignHashes.id(collection));
        entries = new Map(((local?.get('entries') as ForeignHash[] | undefined) ?? []).map((e) => [e.id, e]));
        all.set(collection, entries);
      }
      return entries;
    });
  }

  /** The hash the server holds for this local version, when it is not the computed one; and the ids remembered. */
  async lookup(
    collection: string,
  ): Promise<{ hashOf: (id: string, version: string) => number | null | undefined; ids: string[] }> {
    const entries = await this.load(collection);
    return {
      hashOf: (id, version) => {
        const e = entries.get(id);
        return e && e.version === version ? e.hash : undefined;
      },
      ids: [...entries.keys()],
    };
  }

  async remember(collection: string, found: ForeignHash[]): Promise<void> {
    const entries = await this.load(collection);
    let changed = false;
    for (const f of found) {
      const e = entries.get(f.id);
      if (e && e.version === f.version && e.hash === f.hash) continue;
      entries.set(f.id, f);
      changed = true;
    }
    if (!changed) return;
    const lying = found.filter((f) => f.hash !== null);
    if (lying.length && this.onLying) this.onLying(collection, lying);
    this.learned$.next({ collection, found });
    this.saveQueue = this.saveQueue.then(() =>
      this.db.upsertLocal(ForeignHashes.id(collection), { entries: [...entries.values()] }).then(
        () => undefined,
        () => undefined,
      ),
    );
    await this.saveQueue;
  }
}

/**
 * Every local document's expected server hash (0 and null left out: not in the live range),
 * read once per session in pages of the primary key (one task each) and then kept current from
 * the storage's change stream (local writes and the replication's alike), so a check costs the
 * device no second scan of the replica.
 */
class LocalHashIndex {
  private readonly versions = new Map<string, string>();
  readonly hashes = new Map<string, number>();
  private ready: Promise<void> | undefined;
  private readonly subs: { unsubscribe(): void }[] = [];

  constructor(
    private readonly c: CheckedCollection,
    private readonly foreign: ForeignHashes,
  ) {}

  current(): Promise<Map<string, number>> {
    this.ready ??= this.build();
    return this.ready.then(() => this.hashes);
  }

  stop(): void {
    for (const s of this.subs.splice(0)) s.unsubscribe();
  }

  private async build(): Promise<void> {
    const { collection, name } = this.c;
    const primary = collection.schema.primaryPath as string;
    const expected = await this.foreign.lookup(name);
    const set = (doc: Doc) => {
      const id = String(doc[primary]);
      const version = versionKey(id, doc);
      const f = expected.hashOf(id, version);
      const hash = f === undefined ? syncHashOf(id, doc) : f;
      this.versions.set(id, version);
      if (hash !== null && hash >= 1 && hash < HASH_LIMIT) this.hashes.set(id, hash);
      else this.hashes.delete(id);
    };
    // Changes while the scan runs win over what the scan read (it may have read them before).
    const changedDuringScan = new Set<string>();
    let scanning = true;
    this.subs.push(
      collection.storageInstance.changeStream().subscribe((bulk) => {
        for (const e of bulk.events) {
          if (scanning) changedDuringScan.add(e.documentId);
          set(e.documentData as Doc);
        }
      }),
      this.foreign.learned$.subscribe(({ collection: learnedIn, found }) => {
        if (learnedIn !== name) return;
        for (const f of found) {
          if (this.versions.get(f.id) !== f.version) continue;
          if (f.hash !== null && f.hash >= 1) this.hashes.set(f.id, f.hash);
          else this.hashes.delete(f.id);
        }
      }),
    );
    let after: string | undefined;
    for (;;) {
      const selector: Record<string, unknown> = after === undefined ? {} : { [primary]: { $gt: after } };
      const mango = normalizeMangoQuery(collection.schema.jsonSchema, {
        selector,
        sort: [{ [primary]: 'asc' }],
        limit: PAGE,
      } as never);
      const { documents } = await collection.storageInstance.query(prepareQuery(collection.schema.jsonSchema, mango));
      for (const d of documents) if (!changedDuringScan.has(String((d as Doc)[primary]))) set(d as Doc);
      if (documents.length < PAGE) break;
      after = String((documents[documents.length - 1] as Doc)[primary]);
      await new Promise((r) => setTimeout(r, 0));
    }
    scanning = false;
    changedDuringScan.clear();
    // Tombstones the server holds with a live hash (a writer that deleted without setting it).
    const tombstones = expected.ids.filter((id) => !this.versions.has(id));
    if (tombstones.length)
      for (const d of await collection.storageInstance.findDocumentsById(tombstones, true)) set(d as Doc);
  }
}

/** Count and sum of the local hashes in [lo, hi). */
function localRange(sorted: number[], prefix: number[], lo: number, hi: number) {
  const first = lowerBound(sorted, lo);
  const end = lowerBound(sorted, hi);
  return { n: end - first, sum: prefix[end]! - prefix[first]! };
}
function lowerBound(sorted: number[], value: number): number {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const m = (a + b) >>> 1;
    if (sorted[m]! < value) a = m + 1;
    else b = m;
  }
  return a;
}

/** One read of the check: a dead connection fails it (and the check) instead of holding it for good (deadline.ts). */
const CHECK_READ_DEADLINE_MS = DEFAULT_SERVER_DEADLINES.readBaseMs + DEFAULT_SERVER_DEADLINES.readPerDocMs * 500;
const checkRead = <T>(call: Promise<T>) => withDeadline(call, CHECK_READ_DEADLINE_MS, 'consistency check');

/** Firestore bills an aggregation one read per 1,000 index entries it reads, at least one. */
const aggregationReads = (entries: number) => Math.max(1, Math.ceil(entries / 1000));

/** Checks one collection and repairs what differs. */
async function checkCollection(
  firestore: Firestore,
  c: CheckedCollection,
  index: LocalHashIndex,
  foreign: ForeignHashes,
): Promise<CollectionCheck> {
  const result: CollectionCheck = {
    name: c.name,
    equal: true,
    reads: 0,
    aggregations: 0,
    documentsRead: 0,
    tookServer: [],
    requeued: [],
  };
  const remote = firestoreCollection(firestore, c.name);
  const local = await index.current();
  const sorted = [...local.values()].sort((a, b) => a - b);
  const prefix = [0];
  for (const h of sorted) prefix.push(prefix[prefix.length - 1]! + h);

  const leaves: [number, number][] = [];
  // A differing document usually lies in two leaves (its old hash here, its new one on the server): repaired once.
  const handled = new Set<string>();
  const compare = async (lo: number, hi: number, depth: number): Promise<void> => {
    const snap = await checkRead(
      getAggregateFromServer(query(remote, where(SYNC_HASH_FIELD, '>=', lo), where(SYNC_HASH_FIELD, '<', hi)), {
        n: count(),
        total: sum(SYNC_HASH_FIELD),
      }),
    );
    const server = snap.data();
    result.aggregations += 1;
    result.reads += aggregationReads(server.n);
    const mine = localRange(sorted, prefix, lo, hi);
    if (server.n === mine.n && Number(server.total) === mine.sum) return;
    result.equal = false;
    if (server.n + mine.n <= LEAF_SIZE || depth >= MAX_DEPTH || hi - lo <= FANOUT) {
      leaves.push([lo, hi]);
      return;
    }
    const step = Math.ceil((hi - lo) / FANOUT);
    const parts: Promise<void>[] = [];
    for (let a = lo; a < hi; a += step) parts.push(compare(a, Math.min(hi, a + step), depth + 1));
    await Promise.all(parts);
  };
  await compare(1, HASH_LIMIT, 0);
  for (const [lo, hi] of leaves) await repairRange(lo, hi);
  return result;

  async function repairRange(lo: number, hi: number): Promise<void> {
    const snap = await checkRead(
      getDocsFromServer(query(remote, where(SYNC_HASH_FIELD, '>=', lo), where(SYNC_HASH_FIELD, '<', hi))),
    );
    result.documentsRead += snap.size;
    result.reads += Math.max(1, snap.size);
    const onServer = new Map<string, DocumentSnapshot>(snap.docs.map((d) => [d.id, d]));
    // What differs: documents in the range on one side only, or with another hash.
    const differing = new Set<string>();
    for (const d of snap.docs) if (local.get(d.id) !== d.get(SYNC_HASH_FIELD)) differing.add(d.id);
    for (const [id, hash] of local) if (hash >= lo && hash < hi && !onServer.has(id)) differing.add(id);
    // Local documents whose server version lies outside this range: read by id (30 per query).
    const missing = [...differing].filter((id) => !onServer.has(id) && !handled.has(id));
    for (let i = 0; i < missing.length; i += 30) {
      const more = await checkRead(
        getDocsFromServer(query(remote, where(documentId(), 'in', missing.slice(i, i + 30)))),
      );
      result.documentsRead += more.size;
      result.reads += Math.max(1, more.size);
      for (const d of more.docs) onServer.set(d.id, d);
    }
    const todo = [...differing].filter((id) => !handled.has(id));
    if (todo.length === 0) return;
    for (const id of todo) handled.add(id);
    await repairDocuments(todo, onServer);
  }

  async function repairDocuments(ids: string[], onServer: Map<string, DocumentSnapshot>): Promise<void> {
    const { collection } = c;
    const primary = collection.schema.primaryPath as string;
    const locals = new Map<string, Doc>();
    for (const d of await collection.storageInstance.findDocumentsById(ids, true))
      locals.set(String((d as Doc)[primary]), d as Doc);
    const masters = await c.assumedMaster(ids);
    const foreignFound: ForeignHash[] = [];
    const inject: Doc[] = [];
    const requeue: Doc[] = [];
    for (const id of ids) {
      const snapshot = onServer.get(id);
      const mine = locals.get(id);
      const server = snapshot ? c.normalize(toDocData(snapshot, primary, c.serverTimeField)) : null;
      if (snapshot) {
        const f = foreignHashOf(snapshot);
        if (f) foreignFound.push(f);
      }
      if (
        server &&
        mine &&
        versionKey(id, server) === versionKey(id, mine) &&
        (server._deleted === true) === (mine._deleted === true)
      )
        continue;
      if (!mine) {
        if (server && server._deleted !== true) inject.push(server);
        continue;
      }
      const master = masters.get(id);
      const unchangedHere =
        !!master && c.collection.conflictHandler.isEqual(master as never, mine as never, 'consistency-check');
      if (server && unchangedHere) inject.push(server);
      else if (!server && mine._deleted === true) continue;
      else requeue.push(mine);
    }
    if (foreignFound.length) await foreign.remember(c.name, foreignFound);
    if (inject.length) {
      c.inject(inject);
      result.tookServer.push(...inject.map((d) => String(d[primary])));
    }
    if (requeue.length) {
      await requeueLocal(collection, requeue);
      result.requeued.push(...requeue.map((d) => String(d[primary])));
    }
  }
}

/**
 * Writes the local versions again, unchanged, as new revisions: the upstream sees them as
 * changed and pushes them (compare-and-set against its record of the server state; a
 * conflict goes to the merge, which logs what loses).
 */
async function requeueLocal(collection: RxCollection<Doc>, docs: Doc[]): Promise<void> {
  const token = collection.database.token;
  const rows = docs.map((previous) => ({
    previous: previous as never,
    document: {
      ...previous,
      _rev: createRevision(token, previous as never),
      _meta: { ...(previous._meta as object), lwt: now() },
    } as never,
  }));
  await collection.storageInstance.bulkWrite(rows, 'consistency-check-requeue');
}

/** The check of a set of collections, with each one's local index kept for the session. */
export class ConsistencyChecker {
  private readonly indexes = new Map<string, LocalHashIndex>();
  constructor(
    private readonly firestore: Firestore,
    private readonly collections: CheckedCollection[],
    readonly foreign: ForeignHashes,
  ) {}

  /** Checks the collections one after the other (cheap when equal: one aggregation each) and repairs what differs. */
  async check(): Promise<CheckResult> {
    const out: CollectionCheck[] = [];
    for (const c of this.collections) {
      let index = this.indexes.get(c.name);
      if (!index) this.indexes.set(c.name, (index = new LocalHashIndex(c, this.foreign)));
      out.push(await checkCollection(this.firestore, c, index, this.foreign));
    }
    return { equal: out.every((c) => c.equal), collections: out, reads: out.reduce((n, c) => n + c.reads, 0) };
  }

  stop(): void {
    for (const index of this.indexes.values()) index.stop();
  }
}
