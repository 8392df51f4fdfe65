// @vitest-environment happy-dom
// Logout on a shared tablet (issue 12): the wipe removes the user's replica and attachment
// queue from IndexedDB, and refuses — with counts, not words — while anything is pending.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  UnsyncedWritesError,
  closePendingUploadStores,
  closeSessionDatabase,
  countPendingUploads,
  createDoc,
  openSessionDatabase,
  putPendingUploads,
  readPendingLocalWork,
  syncStatus$,
  wipeLocalData,
  type PendingUpload,
} from '@/data';
import { makeStatus } from '@/data/sync/status';
import { keepRefusedWrite, removeRefusedWrite } from '@/data/sync/refused-writes';
import { detectWipedReplica, markReplicaFilled } from '@/data/sync/storage';
import { currentDatabase } from '@/data';

let uid = '';
let n = 0;
const initialStatus = syncStatus$.value;

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

function ownDatabases(names: string[]): string[] {
  return names.filter((name) => name.includes(uid));
}

function upload(id: string): PendingUpload {
  return {
    id,
    uid,
    chatId: 'c1',
    messageId: 'm1',
    storagePath: id,
    name: 'rg.pdf',
    type: 'application/pdf',
    size: 8,
    blob: new Blob(['%PDF-1.4']),
    createdAt: new Date().toISOString(),
  };
}

const synced = () => syncStatus$.next(makeStatus('sincronizado', { pendingWrites: 0 }));

beforeEach(async () => {
  uid = `wipe_${process.pid}_${Date.now().toString(36)}_${++n}`;
  await openSessionDatabase({ uid, multiInstance: false, sync: false, collections: ['categories', 'logs'] });
  await createDoc('categories', { name: 'Trabalhista', color: '#2563eb', description: '' });
});
afterEach(async () => {
  await closePendingUploadStores();
  await closeSessionDatabase();
  syncStatus$.next(initialStatus);
});

describe('wipeLocalData (logout, device wipe)', () => {
  it('removes the replica, its IndexedDB databases, the upload queue and the replica marker when nothing is pending', async () => {
    await putPendingUploads(uid, [upload('chats/c1/m1/0-rg.pdf')]);
    const { deletePendingUpload } = await import('@/data');
    await deletePendingUpload(uid, 'chats/c1/m1/0-rg.pdf'); // sent: the queue exists but is empty
    synced();
    const db = currentDatabase()!;
    await detectWipedReplica(db, uid);
    await markReplicaFilled(db, uid);
    const marker = `advocacia:replica:${db.name}`;
    expect(localStorage.getItem(marker)).not.toBeNull();
    const before = ownDatabases(await databaseNames());
    expect(before.some((name) => name.startsWith('rxdb-dexie-'))).toBe(true);
    expect(before).toContain(`advocacia-anexos-${uid}`);

    await wipeLocalData();

    expect(currentDatabase()).toBeNull();
    expect(ownDatabases(await databaseNames())).toEqual([]);
    expect(localStorage.getItem(marker)).toBeNull();
  });

  it('refuses while files wait to be uploaded, and keeps them', async () => {
    synced();
    await putPendingUploads(uid, [upload('a'), upload('b')]);
    const error = await wipeLocalData().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsyncedWritesError);
    expect((error as UnsyncedWritesError).pending).toEqual({ writes: 0, uploads: 2, refused: 0 });
    expect(currentDatabase()).not.toBeNull();
    expect(await countPendingUploads(uid)).toBe(2);
  });

  it('refuses while writes are unsent or cannot be confirmed, and keeps the replica', async () => {
    syncStatus$.next(makeStatus('offline', { pendingWrites: 3 }));
    await expect(wipeLocalData()).rejects.toMatchObject({ pending: { writes: 3, uploads: 0 } });
    syncStatus$.next(makeStatus('indisponivel'));
    await expect(wipeLocalData()).rejects.toMatchObject({ pending: { writes: null, uploads: 0 } });
    expect(currentDatabase()).not.toBeNull();
    expect(ownDatabases(await databaseNames()).some((name) => name.startsWith('rxdb-dexie-'))).toBe(true);
    const { findDocs } = await import('@/data');
    expect(await findDocs('categories')).toHaveLength(1);
  });

  it('refuses while a write the server refused is set aside, until a person restores or discards it', async () => {
    synced();
    const db = currentDatabase()!;
    const doc = { id: 'cat-1', name: 'Recusada', color: '#2563eb', description: '', _deleted: false };
    const kept = await keepRefusedWrite(db, {
      collection: 'categories',
      documentId: 'cat-1',
      code: 'permission-denied',
      actorUid: uid,
      doc,
      base: null,
      serverHad: false,
    });
    await expect(wipeLocalData()).rejects.toMatchObject({ pending: { writes: 0, uploads: 0, refused: 1 } });
    await removeRefusedWrite(db, kept!.id);
    await wipeLocalData();
    expect(ownDatabases(await databaseNames())).toEqual([]);
  });

  it('reports what is pending', async () => {
    syncStatus$.next(makeStatus('sincronizando', { pendingWrites: 1 }));
    await putPendingUploads(uid, [upload('a')]);
    expect(await readPendingLocalWork()).toEqual({ writes: 1, uploads: 1, refused: 0 });
  });
});
