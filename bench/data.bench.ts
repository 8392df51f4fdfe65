import { afterAll, beforeAll, describe, it } from 'vitest';
import Dexie from 'dexie';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { RxStorage } from 'rxdb';
import { collection, doc, getDocs, serverTimestamp, writeBatch } from 'firebase/firestore';
import { openDatabase } from '@/data/database';
import { foldText, getClientSearchIndex } from '@/data/search';
import { startFirmReplication } from '@/data/sync/replication';
import { firmSyncOptions } from '@/data/sync-options';
import type { ClientDoc } from '@/data/collections';
import { makeClient } from '../test/support/fixtures';
import {
  connectTestFirestore,
  startTestFirestore,
  uniqueProjectId,
  type TestFirestoreServer,
} from '../test/support/firestore-emulator';
import { percentile, reportRow, time } from './report';

/**
 * Data-layer benchmarks: each figure beside a baseline measured in the same run.
 * - local: RxDB (Dexie storage, production settings: no dev-mode, no ajv) vs plain Dexie;
 * - search: the in-memory client index vs a plain Dexie filter scan, per keystroke;
 * - sync: replicateFirestore vs the plain firebase SDK (getDocs pages / writeBatch) against
 *   the same Firestore server (the patched Node gRPC emulator unless FIRESTORE_EMULATOR_HOST).
 * Sizes can be lowered with BENCH_PULL_DOCS / BENCH_SEARCH_DOCS on slow machines.
 */
const PULL_DOCS = Number(process.env.BENCH_PULL_DOCS ?? 10_000);
const SEARCH_DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 10_000);
const PUSH_DOCS = 1000;
const storage = () => getRxStorageDexie() as RxStorage<unknown, unknown>;
/**
 * Sync rows keep the replica in RxDB's memory storage: in Node the only IndexedDB is
 * fake-indexeddb, whose cursors degrade with thousands of rows and would dominate the
 * figure. Browser rows (bench/*.rows.mjs) measure the real IndexedDB path.
 */
const syncStorage = () => getRxStorageMemory() as RxStorage<unknown, unknown>;
let n = 0;
const dbName = (p: string) => `bench-${p}-${process.pid}-${++n}`;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Wagner',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
];
function clientDoc(i: number): ClientDoc {
  const t = new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3) % LAST.length]} ${i}`;
  return {
    ...makeClient(name, { email: `cliente${i}@example.com`, phone: `1198${String(i).padStart(7, '0')}` }),
    id: `b-${i}`,
    createdAt: t,
    createdBy: 'bench',
    updatedAt: t,
    updatedBy: 'bench',
  };
}

let server: TestFirestoreServer;
beforeAll(async () => {
  server = await startTestFirestore();
});
afterAll(async () => {
  await server?.stop();
});

describe('local', () => {
  it(`insert ${PUSH_DOCS} documents`, async () => {
    const docs = Array.from({ length: PUSH_DOCS }, (_, i) => clientDoc(i));
    const dexie = new Dexie(dbName('dexie-insert'));
    dexie.version(1).stores({ clients: 'id, name, updatedAt' });
    const [baseline] = await time(() => dexie.table('clients').bulkAdd(docs));
    dexie.close();

    const db = await openDatabase({
      uid: 'bench',
      storage: storage(),
      multiInstance: false,
      collections: ['clients'],
      name: dbName('rx-insert'),
      validate: false,
    });
    const [value] = await time(() => db.clients.bulkInsert(docs));
    await db.close();
    reportRow({
      group: 'local',
      metric: `insert ${PUSH_DOCS} docs (bulk)`,
      value,
      baseline,
      baselineLabel: 'Dexie bulkAdd',
      unit: 'ms',
    });
  });

  it(`text search over ${SEARCH_DOCS} clients`, async () => {
    const docs = Array.from({ length: SEARCH_DOCS }, (_, i) => clientDoc(i));
    const db = await openDatabase({
      uid: 'bench',
      storage: syncStorage(),
      multiInstance: false,
      collections: ['clients'],
      name: dbName('rx-search'),
      validate: false,
    });
    for (let i = 0; i < docs.length; i += 2000) await db.clients.bulkInsert(docs.slice(i, i + 2000));
    const dexie = new Dexie(dbName('dexie-search'));
    dexie.version(1).stores({ clients: 'id, name' });
    await dexie.table('clients').bulkAdd(docs);

    // What people type: names, surnames, digits of a CPF/phone, an e-mail — one prefix per keystroke.
    const typed = [
      'maria',
      'joão silva',
      'gabriela costa',
      'santos',
      '119800',
      'cliente12',
      'otavio',
      'rafa lima',
      'vitoria',
      'souza 9',
    ];
    const keystrokes = typed.flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)));

    const [buildMs, index] = await time(() => getClientSearchIndex(db));
    for (const k of keystrokes.slice(0, 10)) index.search(k, 50); // warm-up
    const ours: number[] = [];
    for (const k of keystrokes) {
      const t = performance.now();
      index.search(k, 50);
      ours.push(performance.now() - t);
    }
    const plain: number[] = [];
    const table = dexie.table<ClientDoc>('clients');
    for (const k of keystrokes) {
      const words = foldText(k).split(/\s+/).filter(Boolean);
      const t = performance.now();
      await table
        .filter((c) => {
          const text = foldText(`${c.name} ${c.email} ${c.document} ${c.phone}`);
          return words.every((w) => text.includes(w));
        })
        .limit(50)
        .toArray();
      plain.push(performance.now() - t);
    }
    dexie.close();
    await db.close();
    reportRow({
      group: 'search',
      metric: `keystroke p50 (${SEARCH_DOCS} clients)`,
      value: percentile(ours, 50),
      baseline: percentile(plain, 50),
      baselineLabel: 'Dexie filter scan',
      unit: 'ms',
    });
    reportRow({
      group: 'search',
      metric: `keystroke p95 (${SEARCH_DOCS} clients)`,
      value: percentile(ours, 95),
      baseline: percentile(plain, 95),
      baselineLabel: 'Dexie filter scan',
      unit: 'ms',
      note: 'aim < 16 ms',
    });
    reportRow({
      group: 'search',
      metric: 'index build (once per session)',
      value: buildMs,
      baseline: null,
      baselineLabel: '',
      unit: 'ms',
      note: 'replica in memory storage',
    });
  });
});

describe('sync', () => {
  it(`initial pull of ${PULL_DOCS} documents`, async () => {
    const project = uniqueProjectId('demo-bench');
    const seeder = connectTestFirestore(server, project);
    for (let i = 0; i < PULL_DOCS; i += 500) {
      const batch = writeBatch(seeder.firestore);
      for (let j = i; j < Math.min(i + 500, PULL_DOCS); j++) {
        const { id, ...data } = clientDoc(j);
        batch.set(doc(seeder.firestore, 'clients', id), {
          ...data,
          _deleted: false,
          serverTimestamp: serverTimestamp(),
        });
      }
      await batch.commit();
    }
    await seeder.close();

    // Baseline: the plain SDK reading the whole collection with one getDocs (what a
    // hand-written "download everything" would do; the emulator's cursor support is too
    // partial for a paged baseline).
    const plainClient = connectTestFirestore(server, project);
    const [baseline, count] = await time(
      async () => (await getDocs(collection(plainClient.firestore, 'clients'))).size,
    );
    await plainClient.close();
    if (count !== PULL_DOCS) throw new Error(`baseline read ${count} docs`);

    const client = connectTestFirestore(server, project);
    const db = await openDatabase({
      uid: 'bench',
      storage: syncStorage(),
      multiInstance: false,
      collections: ['clients'],
      name: dbName('rx-pull'),
      validate: false,
    });
    const [value] = await time(async () => {
      const rep = startFirmReplication({
        db,
        firestore: client.firestore,
        actorUid: 'bench',
        waitForLeadership: false,
        pullBatchSize: 1000,
        live: false,
        ...firmSyncOptions(db, 'bench'),
      });
      await rep.awaitInSync(900_000);
      await rep.stop();
    });
    const local = await db.clients.count().exec();
    await db.close();
    await client.close();
    if (local !== PULL_DOCS) throw new Error(`replica has ${local} docs`);
    reportRow({
      group: 'sync',
      metric: `initial pull ${PULL_DOCS} docs`,
      value,
      baseline,
      baselineLabel: 'one getDocs of all',
      unit: 'ms',
      note: 'aim ≤ 2x',
    });
  });

  it(`push of ${PUSH_DOCS} documents`, async () => {
    const docs = Array.from({ length: PUSH_DOCS }, (_, i) => clientDoc(i));
    const plainClient = connectTestFirestore(server, uniqueProjectId('demo-bench'));
    const [baseline] = await time(async () => {
      for (let i = 0; i < docs.length; i += 500) {
        const batch = writeBatch(plainClient.firestore);
        for (const d of docs.slice(i, i + 500)) {
          const { id, ...data } = d;
          batch.set(doc(plainClient.firestore, 'clients', id), {
            ...data,
            _deleted: false,
            serverTimestamp: serverTimestamp(),
          });
        }
        await batch.commit();
      }
    });
    await plainClient.close();

    const client = connectTestFirestore(server, uniqueProjectId('demo-bench'));
    const db = await openDatabase({
      uid: 'bench',
      storage: syncStorage(),
      multiInstance: false,
      collections: ['clients'],
      name: dbName('rx-push'),
      validate: false,
    });
    await db.clients.bulkInsert(docs);
    const [value] = await time(async () => {
      const rep = startFirmReplication({
        db,
        firestore: client.firestore,
        actorUid: 'bench',
        waitForLeadership: false,
        pushBatchSize: 500,
        live: false,
        ...firmSyncOptions(db, 'bench'),
      });
      await rep.awaitInSync(900_000);
      await rep.stop();
    });
    const onServer = (await getDocs(collection(client.firestore, 'clients'))).size;
    await db.close();
    await client.close();
    if (onServer !== PUSH_DOCS) throw new Error(`server has ${onServer} docs`);
    reportRow({
      group: 'sync',
      metric: `push ${PUSH_DOCS} docs`,
      value,
      baseline,
      baselineLabel: 'writeBatch of 500',
      unit: 'ms',
      note: 'aim ≤ 2x',
    });
  });
});
