/**
 * Bench-only page script (built by test/e2e/helpers/page-script.mjs, injected into a signed-in
 * page of the production build): writes through the app's own data layer (`createDoc`: stamped
 * and audited, the same call the screens make) into the signed-in user's real replica. The
 * app's database instance in the page sees the writes through RxDB's multi-instance channel
 * and its replication pushes them, as it would a person's edits.
 */
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { createDoc, databaseNameFor, openDatabase } from '../src/data';
import { clientFields } from './client-fixtures.mjs';

export interface WriteClientsOptions {
  uid: string;
  count: number;
  /** Written into `notes`, so the server can count this batch. */
  tag: string;
  /** Numbering offset of the generated clients (names, CPFs). */
  from?: number;
}

async function writeClients({ uid, count, tag, from = 0 }: WriteClientsOptions): Promise<string[]> {
  const db = await openDatabase({
    uid,
    name: databaseNameFor(uid),
    // In this page, beside the app's own replica (whose storage is in its worker): RxDB's
    // multi-instance channel carries these writes to it.
    storage: getRxStorageDexie() as RxStorage<unknown, unknown>,
    multiInstance: true,
    validate: false,
    collections: ['clients', 'logs'],
  });
  const ids: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const doc = await createDoc('clients', clientFields(from + i, { notes: tag }) as never, { db, actorUid: uid });
      ids.push(doc.id);
    }
  } finally {
    await db.close();
  }
  return ids;
}

(window as unknown as { __benchWriteClients: typeof writeClients }).__benchWriteClients = writeClients;
