import { afterAll, beforeAll, describe, it } from 'vitest';
import { Timestamp, doc, getDoc, setDoc, writeBatch } from 'firebase/firestore';
import type { ClientDoc } from '@/data/collections';
import { SYNC_HASH_FIELD, syncHashOf } from '@advocacia/shared/sync/sync-hash';
import { createDevice, type TestDevice } from '../test/support/device';
import {
  connectTestFirestore,
  startTestFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
  type TestFirestoreServer,
} from '../test/support/firestore-emulator';
import { makeClient } from '../test/support/fixtures';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { RxStorage } from 'rxdb';
import { reportRow, time } from './report';

/**
 * Issue 25: what the consistency check costs, in Firestore's billed reads (an aggregation is one
 * read per 1,000 index entries, at least one; a document read is one read) and in time, for a
 * firm of 1,000 and of 10,000 clients: a clean check, and a check that finds and repairs 5
 * clients changed on the server behind the device's pull checkpoint. The baseline is what
 * re-reading the collection would cost (one read per document).
 */
const SIZES = (process.env.BENCH_CHECK_SIZES ?? '1000,10000').split(',').map(Number);
const DIVERGENT = 5;
/**
 * The reads do not depend on the device's storage; the first sync of 10,000 clients into
 * fake-indexeddb takes minutes on a loaded machine, so BENCH_CHECK_STORAGE=memory measures them
 * on RxDB's memory storage (the times are then not the product's).
 */
const MEMORY = process.env.BENCH_CHECK_STORAGE === 'memory';
const storageNote = MEMORY ? 'Node, RxDB memory storage' : 'Node, fake-indexeddb';

let server: TestFirestoreServer;
const devices: TestDevice[] = [];
const clients: TestFirestoreClient[] = [];

beforeAll(async () => {
  server = await startTestFirestore();
});
afterAll(async () => {
  await Promise.all(devices.map((d) => d.close()));
  await Promise.all(clients.map((c) => c.close()));
  await server?.stop();
});

async function seed(o: TestFirestoreClient, n: number): Promise<string[]> {
  const ids: string[] = [];
  const t = new Date().toISOString();
  for (let i = 0; i < n; i += 500) {
    const batch = writeBatch(o.firestore);
    for (let k = i; k < Math.min(n, i + 500); k++) {
      const id = `c-${String(k).padStart(6, '0')}`;
      const data = {
        ...makeClient(`Cliente ${k}`),
        createdAt: t,
        createdBy: 'w',
        updatedAt: t,
        updatedBy: 'w',
        _deleted: false,
      };
      batch.set(doc(o.firestore, 'clients', id), {
        ...data,
        serverTimestamp: Timestamp.now(),
        [SYNC_HASH_FIELD]: syncHashOf(id, data),
      });
      ids.push(id);
    }
    await batch.commit();
  }
  return ids;
}

describe('consistency check', () => {
  for (const size of SIZES) {
    it(`${size} clients`, async () => {
      const project = uniqueProjectId('demo-bench');
      const o = connectTestFirestore(server, project, { owner: true });
      clients.push(o);
      const d = await createDevice(server, project, {
        uid: 'ana',
        collections: ['users', 'clients', 'logs'],
        ...(MEMORY ? { storage: getRxStorageMemory() as RxStorage<unknown, unknown> } : {}),
      });
      devices.push(d);
      const ids = await seed(o, size);
      const rep = d.startSync({ verify: false });
      await rep.awaitInSync(300_000);
      while ((await d.db.clients.count().exec()) < size) await new Promise((r) => setTimeout(r, 200));

      const [cleanMs, clean] = await time(() => rep.checkConsistency());
      const c = clean.collections.find((x) => x.name === 'clients')!;
      reportRow({
        group: 'consistency',
        metric: `clean check, ${size} clients: reads`,
        value: clean.reads,
        baseline: size,
        baselineLabel: 'reading every client',
        unit: 'reads',
        note: `clients ${c.reads}, other collections ${clean.reads - c.reads}; aim ≤ 1 per 1,000 docs`,
      });
      reportRow({
        group: 'consistency',
        metric: `clean check, ${size} clients: time`,
        value: cleanMs,
        baseline: null,
        baselineLabel: '',
        unit: 'ms',
        note: storageNote,
      });

      // Five clients changed on the server behind the device's checkpoint: no pull will read them.
      for (const id of ids.slice(0, DIVERGENT)) {
        const ref = doc(o.firestore, 'clients', id);
        const before = (await getDoc(ref)).data() as ClientDoc & Record<string, unknown>;
        const next = {
          ...before,
          notes: 'mudado no servidor',
          updatedAt: new Date().toISOString(),
          updatedBy: 'outro',
        };
        await setDoc(ref, {
          ...next,
          serverTimestamp: Timestamp.fromMillis(Date.now() - 120_000),
          [SYNC_HASH_FIELD]: syncHashOf(id, next),
        });
      }
      const [repairMs, repair] = await time(() => rep.checkConsistency());
      const r = repair.collections.find((x) => x.name === 'clients')!;
      if (r.tookServer.length !== DIVERGENT) throw new Error(`repaired ${r.tookServer.length} of ${DIVERGENT}`);
      reportRow({
        group: 'consistency',
        metric: `check + repair of ${DIVERGENT} of ${size}: reads`,
        value: repair.reads,
        baseline: size,
        baselineLabel: 'reading every client',
        unit: 'reads',
        note: `${r.aggregations} aggregations, ${r.documentsRead} documents read`,
      });
      reportRow({
        group: 'consistency',
        metric: `check + repair of ${DIVERGENT} of ${size}: time`,
        value: repairMs,
        baseline: null,
        baselineLabel: '',
        unit: 'ms',
        note: storageNote,
      });
    });
  }
});
