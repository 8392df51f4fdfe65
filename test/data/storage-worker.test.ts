import { afterEach, describe, expect, it } from 'vitest';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { firstValueFrom, filter } from 'rxjs';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { openDatabase, type AppDatabase } from '@/data/database';
import { createDoc, softDeleteDoc, updateDoc } from '@/data';
import { readAllDocuments, readDocumentsInPages } from '@/data/search';
import { remoteReplicaStorage, type WorkerEndpoint } from '@/data/storage-client';
import { serveReplicaStorage, type MessageEndpoint } from '@/data/storage-host';
import { makeClient } from '../support/fixtures';

/**
 * The browser build keeps the replica's storage in a dedicated worker (src/data/storage.worker.ts);
 * here the worker's side (storage-host.ts) and the page's (storage-client.ts) are the real modules,
 * joined by a MessageChannel instead of a Worker, on fake-indexeddb.
 */
const ports: MessagePort[] = [];
const dbs: AppDatabase[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.close()));
  ports.splice(0).forEach((port) => port.close());
});

/** One tab: a page and its own storage worker. */
function tabStorage(): RxStorage<unknown, unknown> {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveReplicaStorage(port2 as unknown as MessageEndpoint, getRxStorageDexie() as RxStorage<unknown, unknown>);
  port1.start();
  port2.start();
  return remoteReplicaStorage(port1 as unknown as WorkerEndpoint);
}

let counter = 0;
async function openTab(name: string, multiInstance = false): Promise<AppDatabase> {
  const db = await openDatabase({
    uid: 'user1',
    name,
    storage: tabStorage(),
    multiInstance,
    collections: ['clients', 'logs'],
  });
  dbs.push(db);
  return db;
}
const freshName = () => `worker-${process.pid}-${Date.now().toString(36)}-${(counter += 1)}`;
const client = (name: string) => makeClient(name, { document: '52998224725', email: 'maria@example.com' });

describe('the replica storage in a worker', () => {
  it('writes, audits and queries through the worker; the paged read comes from it and equals the query', async () => {
    const db = await openTab(freshName());
    expect((db.clients.internalStorageInstance as unknown as { storage: { name: string } }).storage.name).toBe(
      'remote',
    );
    const created: { id: string }[] = [];
    for (const name of ['Ana', 'Bia', 'Caio', 'Davi', 'Eva'])
      created.push(await createDoc('clients', client(name), { db, actorUid: 'a' }));
    await updateDoc('clients', created[0]!.id, { notes: 'Prefere e-mail' }, { db, actorUid: 'b' });
    await softDeleteDoc('clients', created[2]!.id, { db, actorUid: 'a' });

    const pages: string[][] = [];
    await readDocumentsInPages(db.clients, (page) => pages.push(page.map((c) => c.id)), 2);
    const live = created.filter((_, i) => i !== 2).map((c) => c.id);
    // Key order, the deleted one left out, pages cut on stored rows (so at most 2 each, 3 pages for 5 rows).
    expect(pages.flat()).toEqual([...live].sort());
    expect(pages.length).toBe(3);

    const viaQuery = (await db.clients.find().exec()).map((d) => d.toJSON());
    const fromWorker = await readAllDocuments(db.clients);
    const byId = (x: { id: string }, y: { id: string }) => (x.id < y.id ? -1 : 1);
    expect([...fromWorker].sort(byId)).toEqual(
      viaQuery
        .sort(byId)
        .map(({ _rev: _r, _meta: _m, _attachments: _a, _deleted: _d, ...plain }: Record<string, unknown>) => plain),
    );
    expect(fromWorker.find((c) => c.id === created[0]!.id)?.notes).toBe('Prefere e-mail');
    expect((await db.logs.find().exec()).map((l) => l.action).sort()).toEqual([
      'create',
      'create',
      'create',
      'create',
      'create',
      'delete',
      'update',
    ]);
  });

  it("a write made in another tab's worker reaches this tab's open query (one IndexedDB, a worker per tab)", async () => {
    const name = freshName();
    const tabA = await openTab(name, true);
    const seenOnA = firstValueFrom(
      tabA.clients.find().$.pipe(filter((docs) => docs.some((d) => d.name === 'Da aba B'))),
    );
    // Tab B, in this one Node realm, at the storage level: RxDB lets a realm hold one database per
    // name, and what crosses tabs is the storage's own change broadcast, worker to worker.
    const instanceB = await tabStorage().createStorageInstance({
      databaseInstanceToken: 'tab-b',
      databaseName: name,
      collectionName: 'clients',
      schema: tabA.clients.schema.jsonSchema as never,
      options: {},
      multiInstance: true,
      devMode: false,
    });
    const doc = {
      ...client('Da aba B'),
      id: 'c-tab-b',
      _deleted: false,
      _attachments: {},
      _rev: '1-tabb',
      _meta: { lwt: Date.now() },
    };
    const written = await instanceB.bulkWrite([{ document: doc as never }], 'test');
    expect(written.error).toEqual([]);
    expect((await seenOnA).map((d) => d.id)).toContain('c-tab-b');
    await instanceB.close();
  });
});
