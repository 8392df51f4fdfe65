import { afterEach, describe, expect, it } from 'vitest';
import {
  getChangedDocumentsSince,
  getChangedDocumentsSinceQuery,
  prepareQuery,
  type RxStorage,
  type RxStorageDefaultCheckpoint,
} from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { ClientDoc } from '@/data';
import type { AppDatabase } from '@/data/database';
import { openTestDatabase } from '../support/db';
import { makeClient } from '../support/fixtures';

// The replication, the pending-writes count and the tombstone purge read "what changed after
// this checkpoint" from the storage (src/data/changes-since.ts); these tests hold its answers
// to the order RxDB defines — every document, deleted ones too, by [_meta.lwt, id] — and to
// RxDB's own query, page for page, for every checkpoint the upstream can hold; and, on
// IndexedDB, to reading only from the checkpoint on.

let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

type Stored = ClientDoc & { _meta: { lwt: number }; _deleted: boolean };

const newClient = (i: number): ClientDoc => ({
  ...makeClient(`Cliente ${String(i).padStart(4, '0')}`),
  id: `c-${String((i * 7919) % 1000).padStart(4, '0')}-${i}`,
  createdAt: '2026-11-01T12:00:00.000Z',
  createdBy: 'ana',
  updatedAt: '2026-11-01T12:00:00.000Z',
  updatedBy: 'ana',
});

/** Bulks of 120, 1 and 80 clients, then an edit and a deletion (documents that move to the end). */
async function fill(database: AppDatabase): Promise<string[]> {
  await database.clients.bulkInsert(Array.from({ length: 120 }, (_, i) => newClient(i)));
  await database.clients.insert(newClient(120));
  await database.clients.bulkInsert(Array.from({ length: 80 }, (_, i) => newClient(121 + i)));
  await (await database.clients.findOne(newClient(5).id).exec())!.incrementalPatch({ notes: 'editado' });
  await (await database.clients.findOne(newClient(130).id).exec())!.remove();
  return Array.from({ length: 201 }, (_, i) => newClient(i).id);
}

/** Every stored document in the order RxDB defines for changes: [_meta.lwt, id]. */
async function inWriteOrder(database: AppDatabase, ids: string[]): Promise<Stored[]> {
  const docs = (await database.clients.storageInstance.findDocumentsById(ids, true)) as unknown as Stored[];
  return docs.sort((a, b) => a._meta.lwt - b._meta.lwt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function readAll(database: AppDatabase, limit: number, from?: RxStorageDefaultCheckpoint) {
  const pages: string[][] = [];
  let checkpoint = from;
  for (;;) {
    const page = await getChangedDocumentsSince(database.clients.storageInstance, limit, checkpoint as never);
    if (page.documents.length === 0) return { pages, checkpoint: page.checkpoint as RxStorageDefaultCheckpoint };
    pages.push(page.documents.map((d) => (d as unknown as Stored).id));
    checkpoint = page.checkpoint as RxStorageDefaultCheckpoint;
  }
}

const storages: [string, () => RxStorage<unknown, unknown>][] = [
  ['IndexedDB (Dexie on fake-indexeddb)', () => getRxStorageDexie() as RxStorage<unknown, unknown>],
  ['memory', () => getRxStorageMemory() as RxStorage<unknown, unknown>],
];

describe.each(storages)('changes since a checkpoint, %s', (_name, storage) => {
  it('hands over every document once, in [lwt, id] order, deleted ones included, whatever the page size', async () => {
    db = await openTestDatabase({ collections: ['clients'], storage: storage() });
    const expected = await inWriteOrder(db, await fill(db));
    // A bulk shares one lwt: that is what a checkpoint inside it has to get past.
    expect(new Set(expected.map((d) => d._meta.lwt)).size).toBe(5);
    expect(expected.find((d) => d.id === newClient(130).id)?._deleted).toBe(true);

    for (const limit of [1, 7, 50, 500]) {
      const { pages, checkpoint } = await readAll(db, limit);
      expect(pages.flat()).toEqual(expected.map((d) => d.id));
      expect(Math.max(...pages.map((p) => p.length))).toBeLessThanOrEqual(limit);
      // Nothing after the last one: the position stays where it was.
      expect(checkpoint).toEqual({ id: expected.at(-1)!.id, lwt: expected.at(-1)!._meta.lwt });
    }
  });

  it("answers as RxDB's own query does, from every checkpoint the replication can hold, whatever the page size", async () => {
    db = await openTestDatabase({ collections: ['clients'], storage: storage() });
    const instance = db.clients.storageInstance;
    // The upstream also stores the checkpoints of the storage's change events: the last row of
    // a write, not the highest id of its bulk.
    const fromEvents: RxStorageDefaultCheckpoint[] = [];
    const sub = instance
      .changeStream()
      .subscribe((bulk) => fromEvents.push(bulk.checkpoint as RxStorageDefaultCheckpoint));
    const expected = await inWriteOrder(db, await fill(db));
    // A bulk that updates and inserts at once, its last row not its highest id.
    await db.clients.bulkUpsert([newClient(150), newClient(3), newClient(250)].map((c) => ({ ...c, notes: 'lote' })));
    sub.unsubscribe();
    expect(fromEvents.some((cp) => expected.some((d) => d._meta.lwt === cp.lwt && d.id > cp.id))).toBe(true);
    const lwts = [...new Set(expected.map((d) => d._meta.lwt))];
    const checkpoints: (RxStorageDefaultCheckpoint | undefined)[] = [
      undefined,
      { id: '', lwt: 0 },
      ...fromEvents,
      // Documents' positions: every bulk's first, last and a middle one.
      ...lwts.flatMap((lwt) => {
        const bulk = expected.filter((d) => d._meta.lwt === lwt);
        return [bulk[0]!, bulk[bulk.length >> 1]!, bulk.at(-1)!].map((d) => ({ id: d.id, lwt }));
      }),
      // Between documents: before or after every id of a bulk, between two bulks (off RxDB's
      // 0.01 ms grid, which the memory storage's index keys round to).
      ...lwts.flatMap((lwt) => [
        { id: '', lwt },
        { id: '\uffff', lwt },
        { id: '', lwt: lwt + 0.001 },
      ]),
    ];
    const rxdbQuery = async (limit: number, checkpoint?: RxStorageDefaultCheckpoint) => {
      const query = prepareQuery(instance.schema, getChangedDocumentsSinceQuery(instance, limit, checkpoint as never));
      return (await instance.query(query)).documents.map((d) => `${d.id}@${d._meta.lwt}`);
    };
    for (const checkpoint of checkpoints)
      for (const limit of [1, 7, 1000]) {
        const page = await getChangedDocumentsSince(instance, limit, checkpoint as never);
        expect(
          page.documents.map((d) => `${d.id}@${d._meta.lwt}`),
          `${JSON.stringify(checkpoint)}, limit ${limit}`,
        ).toEqual(await rxdbQuery(limit, checkpoint));
      }
  }, 120_000);

  it('starts right after the checkpoint, also in the middle of a bulk, and sees what is written later', async () => {
    db = await openTestDatabase({ collections: ['clients'], storage: storage() });
    const expected = await inWriteOrder(db, await fill(db));
    const at = expected[60]!;
    const { pages } = await readAll(db, 25, { id: at.id, lwt: at._meta.lwt });
    expect(pages.flat()).toEqual(expected.slice(61).map((d) => d.id));

    const last = expected.at(-1)!;
    const end = { id: last.id, lwt: last._meta.lwt };
    expect((await readAll(db, 100, end)).pages).toEqual([]);
    await (await db.clients.findOne(expected[0]!.id).exec())!.incrementalPatch({ notes: 'depois' });
    expect((await readAll(db, 100, end)).pages.flat()).toEqual([expected[0]!.id]);
  });
});

describe('changes since a checkpoint, IndexedDB reads', () => {
  it('reads from the checkpoint on: nothing of the bulk before it is read again', async () => {
    db = await openTestDatabase({ collections: ['clients'] });
    const expected = await inWriteOrder(db, await fill(db));
    const bulkEnd = expected.filter((d) => d._meta.lwt === expected[0]!._meta.lwt).at(-1)!;
    const steps = { n: 0 };
    const original = IDBCursor.prototype.continue;
    IDBCursor.prototype.continue = function (this: IDBCursor, key?: IDBValidKey) {
      steps.n++;
      return original.call(this, key);
    };
    try {
      // At the end of the 120-client bulk: the next page is the single client written after it.
      const page = await getChangedDocumentsSince(db.clients.storageInstance, 1, {
        id: bulkEnd.id,
        lwt: bulkEnd._meta.lwt,
      } as never);
      expect(page.documents.map((d) => (d as unknown as Stored).id)).toEqual([newClient(120).id]);
      // The checkpoint's own document, then that one; RxDB's own query walked the 119 documents
      // before it in the bulk to find it.
      expect(steps.n).toBeLessThanOrEqual(1);
    } finally {
      IDBCursor.prototype.continue = original;
    }
  });
});
