import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxStorage } from 'rxdb';
import { openDatabase, type AppDatabase, type OpenDatabaseOptions } from '@/data/database';

let counter = 0;

/**
 * A fresh database on fake-indexeddb (loaded by the vitest setup file) with a unique name,
 * so tests never share state. Pass `collections` to stay under RxDB's 13-open-collections
 * limit when a test opens two devices in one process.
 */
export async function openTestDatabase(options: Partial<OpenDatabaseOptions> & { uid?: string } = {}): Promise<AppDatabase> {
  counter += 1;
  const uid = options.uid ?? 'user1';
  return openDatabase({
    storage: getRxStorageDexie() as RxStorage<unknown, unknown>,
    multiInstance: false,
    ...options,
    name: options.name ?? `test-${process.pid}-${Date.now().toString(36)}-${counter}`,
    uid,
  });
}
