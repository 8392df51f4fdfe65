import { addRxPlugin, createRxDatabase, type RxCollectionCreator, type RxStorage } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { withExactChangesSince } from './changes-since';
import {
  COLLECTION_DEFINITIONS,
  COLLECTION_NAMES,
  SYNC_POLICIES,
  type AppCollections,
  type AppDatabase,
  type CollectionName,
} from './collections';
import { createMergeConflictHandler, serverWinsConflictHandler } from './sync/conflict-handler';
import { syncAuditOf } from './sync-options';
import { replicaStorageInWorker } from './storage-client';

/**
 * The local replica. Created outside React, once per signed-in user, so two people
 * sharing a tablet never see each other's data.
 */
export const COLLECTIONS = COLLECTION_DEFINITIONS;
export type { AppCollections, AppDatabase, CollectionName };

let pluginsReady: Promise<void> | undefined;

/**
 * Dev-mode and schema validation only outside production: they weigh ~200 KB. Plugins are
 * global to the JS realm, so the first database opened decides (benchmarks pass
 * `validate: false` to measure what production runs).
 */
function setupPlugins(devMode: boolean): Promise<void> {
  pluginsReady ??= (async () => {
    addRxPlugin(RxDBMigrationSchemaPlugin);
    addRxPlugin(RxDBLeaderElectionPlugin);
    if (devMode) {
      const { RxDBDevModePlugin, disableWarnings } = await import('rxdb/plugins/dev-mode');
      disableWarnings();
      addRxPlugin(RxDBDevModePlugin);
    }
  })();
  return pluginsReady;
}

/**
 * Where the replica's storage (Dexie on IndexedDB) runs, decided here only. In a browser: in a
 * dedicated worker per tab (storage-client.ts), so IndexedDB's callbacks, the structured clones
 * and their garbage stay off the thread that draws; RxDB itself (queries' event-reduce, the
 * replication, the conflict handlers) stays in the page and calls the storage by message. Not a
 * SharedWorker: Chrome for Android has it only since version 148. Where there is no Worker (Node
 * tests on fake-indexeddb) or it fails to start, the storage runs in process.
 */
async function defaultStorage(): Promise<RxStorage<unknown, unknown>> {
  const inWorker = typeof Worker === 'function' ? await replicaStorageInWorker() : null;
  if (inWorker) return inWorker;
  const { getRxStorageDexie } = await import('rxdb/plugins/storage-dexie');
  return getRxStorageDexie() as RxStorage<unknown, unknown>;
}

async function withValidation(storage: RxStorage<unknown, unknown>): Promise<RxStorage<unknown, unknown>> {
  if (!import.meta.env.DEV) return storage;
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage }) as RxStorage<unknown, unknown>;
}

/** RxDB names must match ^[a-z][_$a-zA-Z0-9-]*$; Auth uids are alphanumeric. */
export function databaseNameFor(uid: string): string {
  return `advocacia-${uid.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

export interface OpenDatabaseOptions {
  uid: string;
  /** Injected in Node tests (fake-indexeddb Dexie or memory); otherwise `defaultStorage()`. */
  storage?: RxStorage<unknown, unknown>;
  /** Several tabs share the replica in the browser; tests run one instance. */
  multiInstance?: boolean;
  /**
   * Open only these collections (default: all 13). Open-source RxDB allows 13 open
   * collections per JS realm across all databases, so a test simulating two devices in
   * one process opens e.g. `['clients', 'logs']` on each; the app always opens all.
   * Include `logs` wherever writes or conflicts should be audited.
   */
  collections?: readonly CollectionName[];
  /** Database name override (tests: two simulated devices of the same user). */
  name?: string;
  /**
   * false: behave like a production build (no dev-mode checks, no ajv validator), even in
   * a dev/test run. Decided by the first database of the realm; used by benchmarks.
   */
  validate?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  const dev = import.meta.env.DEV && options.validate !== false;
  await setupPlugins(dev);
  // Every storage, the tests' too: the replication reads its checkpoints through it (changes-since.ts).
  const base = withExactChangesSince(options.storage ?? (await defaultStorage()));
  const storage = dev ? await withValidation(base) : base;
  const db = await createRxDatabase<AppCollections>({
    name: options.name ?? databaseNameFor(options.uid),
    storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
    // Local documents hold per-device bookkeeping (e.g. the "replica was filled" marker).
    localDocuments: true,
  });
  const names = options.collections ?? COLLECTION_NAMES;
  const audit = syncAuditOf(db, options.uid);
  const creators: Record<string, RxCollectionCreator> = {};
  for (const name of names) {
    const def = COLLECTION_DEFINITIONS[name];
    creators[name] = {
      schema: def.schema,
      migrationStrategies: def.migrationStrategies,
      // An append-only collection (the audit trail): nothing to merge. Everything else merges field by field.
      conflictHandler: SYNC_POLICIES[name]?.appendOnly
        ? serverWinsConflictHandler
        : createMergeConflictHandler(name, () => (db.closed ? undefined : audit), options.uid),
    } as RxCollectionCreator;
  }
  await db.addCollections(creators as never);
  return db;
}
