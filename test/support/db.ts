import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxStorage } from 'rxdb';
import { openDatabase, type AppDatabase, type OpenDatabaseOptions } from '@/data/database';
import { openSessionDatabase } from '@/data/session';

let counter = 0;

/**
 * A fresh database on fake-indexeddb (loaded by the vitest setup file) with a unique name,
 * so tests never share state. Pass `collections` to stay under RxDB's 13-open-collections
 * limit when a test opens two devices in one process.
 */
export async function openTestDatabase(
  options: Partial<OpenDatabaseOptions> & { uid?: string } = {},
): Promise<AppDatabase> {
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

let sessions = 0;

/** A uid no other test of the run uses (a session replica's name comes from it). */
export function uniqueUid(prefix: string): string {
  sessions += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sessions}`;
}

/** A fresh session replica — the app's openSessionDatabase: real RxDB on fake-indexeddb — under a unique uid, without sync. */
export function openFreshSession(prefix = 'test', uid = uniqueUid(prefix)): Promise<AppDatabase> {
  return openSessionDatabase({ uid, multiInstance: false, sync: false });
}
