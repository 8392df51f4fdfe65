import type { Subscription } from 'rxjs';
import { getChangedDocumentsSince, getComposedPrimaryKeyOfDocumentData, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { openDatabase, type AppDatabase } from '@/data/database';
import { startFirmReplication, type FirmReplication } from '@/data/sync/replication';
import { firmSyncOptions } from '@/data/sync-options';
import { forEachPending } from '@/data/sync/pending-writes';
import type { SyncStatus } from '@/data/sync/status';
import type { FaultProxy } from './proxy';
import { connectClient, type FirestoreClient } from './server';

export type StorageKind = 'dexie' | 'memory';
export const COLLECTIONS = ['clients', 'logs'] as const;

type Doc = Record<string, unknown>;

/** One change the device's local replica went through (any origin: own write, pull, merge). */
export interface SeenState {
  seq: number;
  docId: string;
  doc: Doc;
}

/**
 * A simulated device of the firm: one signed-in staff member (`uid`), one local replica
 * (the product's `openDatabase`, its conflict handlers), one Firebase app reaching the
 * server only through its own fault proxy, and the product's `startFirmReplication` with
 * its defaults except `waitForLeadership: false` (one tab per device).
 *
 * `kill()` is a tab closed mid-push: replication cancelled, the database and the Firebase
 * app closed, the device's connections reset — nothing awaited. `reopen()` opens the
 * SAME storage (same database name; the same memory-storage instance) and syncs again.
 *
 * Everything the replica shows is recorded (`seen`): the oracle uses it to decide which
 * values a device had seen before it wrote (causality).
 */
export class ChaosDevice {
  readonly uid: string;
  readonly dbName: string;
  readonly storage: RxStorage<unknown, unknown>;
  db: AppDatabase | undefined;
  client: FirestoreClient | undefined;
  replication: FirmReplication | undefined;
  running = false;
  lastStatus: SyncStatus | undefined;
  readonly seen: SeenState[] = [];
  readonly errors: unknown[] = [];
  /** When this device last received a document from the server (pull), ms epoch. */
  lastPulledAt = 0;
  kills = 0;
  killsDuringPush = 0;
  /** The consistency checks this device ran (issue 25): how many, how many found differences, and the documents they repaired (taken from the server, or marked requeued). */
  readonly checks = { runs: 0, differing: 0, repaired: [] as string[], reads: 0 };
  private subs: Subscription[] = [];
  private closing: Promise<unknown> | undefined;

  constructor(
    uid: string,
    private readonly projectId: string,
    readonly proxy: FaultProxy,
    storageKind: StorageKind,
    runTag: string,
    /** Diagnostics: connect straight to the server (no proxy, no faults possible). */
    private readonly direct?: { host: string; port: number },
  ) {
    this.uid = uid;
    this.dbName = `chaos-${runTag}-${uid}`.toLowerCase().replace(/[^a-z0-9_$-]/g, '_');
    this.storage = (storageKind === 'memory' ? getRxStorageMemory() : getRxStorageDexie()) as RxStorage<
      unknown,
      unknown
    >;
  }

  async open(): Promise<void> {
    if (this.closing) {
      // The killed tab's resources must be gone before the next tab opens the same storage.
      await Promise.race([this.closing, new Promise((r) => setTimeout(r, 10_000))]);
      this.closing = undefined;
    }
    this.client = this.direct
      ? connectClient(this.projectId, this.direct.host, this.direct.port, { uid: this.uid })
      : connectClient(this.projectId, '127.0.0.1', this.proxy.port, { uid: this.uid });
    this.db = await openDatabase({
      uid: this.uid,
      storage: this.storage,
      name: this.dbName,
      multiInstance: false,
      collections: COLLECTIONS,
    });
    const clients = this.db.clients;
    // Everything the replica goes through: own writes, pulled documents, merge results.
    this.subs.push(
      clients.$.subscribe((event) => {
        const data = (event.documentData ?? event.previousDocumentData) as Doc | undefined;
        if (!data) return;
        const deleted = event.operation === 'DELETE' || (data as { _deleted?: boolean })._deleted === true;
        this.seen.push({ seq: this.seen.length, docId: event.documentId, doc: { ...data, _deleted: deleted } });
      }),
    );
    this.replication = startFirmReplication({
      db: this.db,
      firestore: this.client.firestore,
      actorUid: this.uid,
      collections: COLLECTIONS,
      waitForLeadership: false,
      ...firmSyncOptions(this.db, this.uid, 'advogado'),
    });
    this.subs.push(this.replication.error$.subscribe((e) => this.errors.push(e)));
    this.subs.push(this.replication.status$.subscribe((s) => (this.lastStatus = s)));
    this.subs.push(
      this.replication.checks$.subscribe((r) => {
        this.checks.runs += 1;
        this.checks.reads += r.reads;
        if (!r.equal) this.checks.differing += 1;
        for (const c of r.collections)
          this.checks.repaired.push(
            ...c.tookServer.map((id) => `${c.name}/${id}`),
            // Pushed again: this device held a version the server lacked with nothing pending.
            ...c.requeued.map((id) => `${c.name}/${id} (requeued)`),
          );
      }),
    );
    for (const state of this.replication.states.values())
      this.subs.push(state.received$.subscribe(() => (this.lastPulledAt = Date.now())));
    this.running = true;
  }

  /** True while the `clients` upstream (push) of this device is working. */
  pushActive(): boolean {
    const state = this.replication?.states.get('clients') as unknown as
      { internalReplicationState?: { events: { active: { up: { getValue(): boolean } } } } } | undefined;
    return state?.internalReplicationState?.events.active.up.getValue() ?? false;
  }

  /** A tab killed: nothing is awaited, nothing shut down cleanly. */
  kill(): void {
    if (!this.running) return;
    this.running = false;
    this.kills += 1;
    if (this.pushActive()) this.killsDuringPush += 1;
    const replication = this.replication;
    const db = this.db;
    const client = this.client;
    this.replication = undefined;
    this.db = undefined;
    this.client = undefined;
    for (const s of this.subs.splice(0)) s.unsubscribe();
    // The browser drops the tab's connections with it.
    this.proxy.reset();
    const settled = Promise.allSettled([replication?.stop(), db ? db.close() : undefined, client?.close()]);
    this.closing = settled;
  }

  /** The replication's stored checkpoint of `name` ('down' = pull, 'up' = push), for diagnostics. */
  async checkpoint(name: 'clients' | 'logs', direction: 'up' | 'down'): Promise<unknown> {
    const state = this.replication?.states.get(name) as unknown as
      | {
          internalReplicationState?: {
            input: {
              metaInstance: {
                schema: unknown;
                findDocumentsById(ids: string[], withDeleted: boolean): Promise<unknown[]>;
              };
            };
          };
        }
      | undefined;
    const meta = state?.internalReplicationState?.input.metaInstance;
    if (!meta) return undefined;
    const key = getComposedPrimaryKeyOfDocumentData(meta.schema as never, { isCheckpoint: '1', itemId: direction });
    const [doc] = await meta.findDocumentsById([key], false);
    return (doc as { checkpointData?: unknown } | undefined)?.checkpointData;
  }

  /**
   * For the report of a device that did not converge: per replicated collection with local
   * writes the server has not confirmed, whether its push and pull are busy right now, and
   * those writes (id, stamp, deleted or not, the stamp of RxDB's record of the server state).
   */
  async pendingDetail(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    const db = this.db;
    if (!db || db.closed || !this.replication) return out;
    for (const [name, state] of this.replication.states) {
      const lines: string[] = [];
      await forEachPending(db.collections[name] as never, state, (pending) => {
        for (const { doc, master } of pending)
          lines.push(
            `${String(doc.id)} ${String(doc.updatedAt)}${doc._deleted === true ? ' deleted' : ''} (server state ${master ? String(master.updatedAt) : 'none'})`,
          );
      });
      if (lines.length === 0) continue;
      const active = (
        state as unknown as {
          internalReplicationState?: {
            events: { active: { up: { getValue(): boolean }; down: { getValue(): boolean } } };
          };
        }
      ).internalReplicationState?.events.active;
      out[name] =
        `push ${active?.up.getValue() ? 'busy' : 'idle'}, pull ${active?.down.getValue() ? 'busy' : 'idle'}: ${lines.slice(0, 8).join('; ')}${lines.length > 8 ? `; … ${lines.length - 8} more` : ''}`;
    }
    return out;
  }

  /** Reads the device's local state of `id` (tombstones included). */
  async localDoc(id: string): Promise<Doc | undefined> {
    const db = this.db;
    // Killed and reopening (many kills close together): nothing to read yet.
    if (!db || db.closed || !db.clients) return undefined;
    const [d] = await db.clients.storageInstance.findDocumentsById([id], true);
    return d as Doc | undefined;
  }

  /** Every local document of a collection, tombstones included. */
  async localAll(name: 'clients' | 'logs'): Promise<Map<string, Doc>> {
    const out = new Map<string, Doc>();
    const db = this.db;
    if (!db) return out;
    const storage = db[name].storageInstance as never;
    let checkpoint: unknown;
    for (;;) {
      const batch = await getChangedDocumentsSince(storage, 1000, checkpoint as never);
      for (const d of batch.documents) out.set(String((d as Doc).id), d as Doc);
      if (batch.documents.length < 1000) break;
      checkpoint = batch.checkpoint;
    }
    return out;
  }

  async close(): Promise<void> {
    if (this.running) {
      this.running = false;
      for (const s of this.subs.splice(0)) s.unsubscribe();
      await this.replication?.stop().catch(() => undefined);
      if (this.db && !this.db.closed) await this.db.close().catch(() => undefined);
      await this.client?.close();
    } else if (this.closing) {
      await this.closing;
    }
  }
}
