import { addRxPlugin, createRxDatabase, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { usersCollection, type UsersCollection } from './collections/users';

/**
 * The local replica. Created outside React, once per signed-in user, so two people
 * sharing a tablet never see each other's data. Later collections are added to
 * `COLLECTIONS` only.
 */
export const COLLECTIONS = {
  users: usersCollection,
} as const;

export type AppCollections = {
  users: UsersCollection;
};
export type AppDatabase = RxDatabase<AppCollections>;

let pluginsReady: Promise<void> | undefined;

/** Dev-mode and schema validation only outside production: they weigh ~200 KB. */
function setupPlugins(): Promise<void> {
  pluginsReady ??= (async () => {
    addRxPlugin(RxDBMigrationSchemaPlugin);
    addRxPlugin(RxDBLeaderElectionPlugin);
    if (import.meta.env.DEV) {
      const { RxDBDevModePlugin, disableWarnings } = await import('rxdb/plugins/dev-mode');
      disableWarnings();
      addRxPlugin(RxDBDevModePlugin);
    }
  })();
  return pluginsReady;
}

async function defaultStorage(): Promise<RxStorage<unknown, unknown>> {
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
  /** Injected in Node tests (fake-indexeddb Dexie or memory); IndexedDB via Dexie otherwise. */
  storage?: RxStorage<unknown, unknown>;
  /** Several tabs share the replica in the browser; tests run one instance. */
  multiInstance?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  await setupPlugins();
  const storage = await withValidation(options.storage ?? (await defaultStorage()));
  const db = await createRxDatabase<AppCollections>({
    name: databaseNameFor(options.uid),
    storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections(COLLECTIONS);
  return db;
}
