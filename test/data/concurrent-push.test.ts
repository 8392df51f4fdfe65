import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collection, getDocs } from 'firebase/firestore';
import { createDoc, updateDoc, getDoc as getLocal } from '@/data';
import { createDevice, type TestDevice } from '../support/device';
import { startTestFirestore, uniqueProjectId, type TestFirestoreServer } from '../support/firestore-emulator';
import { waitFor } from '../support/wait';
import { arrives } from '../support/arrives';
import { makeClient } from '../support/fixtures';

/**
 * Two devices push edits of one document at the same instant, both online. The push must be
 * a compare-and-set: the second writer sees the first's write as a conflict and merges, so
 * edits of different fields both survive (the plugin's read-then-batch lost one, every time).
 */
let server: TestFirestoreServer;
const devices: TestDevice[] = [];
beforeAll(async () => {
  server = await startTestFirestore();
});
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.close()));
});

async function device(projectId: string, uid: string) {
  const d = await createDevice(server, projectId, { uid, collections: ['clients', 'logs'] });
  devices.push(d);
  d.startSync();
  return d;
}

/** `npm run race` sets 100; npm test runs 10. */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 10);

describe('concurrent pushes of one document', { timeout: Math.max(180_000, ROUNDS * 15_000) }, () => {
  it(`keep both devices’ edits of different fields, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const project = uniqueProjectId();
    const a = await device(project, 'ana');
    const b = await device(project, 'bruno');
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const c = await createDoc('clients', makeClient(`Cliente ${round}`), { db: a.db, actorUid: 'ana' });
      await arrives('copy on B', () => getLocal('clients', c.id, { db: b.db }));
      await Promise.all([a.replication!.awaitInSync(), b.replication!.awaitInSync()]);
      // The same instant on both devices, each one field.
      await Promise.all([
        updateDoc('clients', c.id, { notes: `nota ${round} de A` }, { db: a.db, actorUid: 'ana' }),
        updateDoc('clients', c.id, { phone: `119${String(round).padStart(8, '0')}` }, { db: b.db, actorUid: 'bruno' }),
      ]);
      const both = (d: Record<string, unknown> | null | undefined) =>
        d?.notes === `nota ${round} de A` && d?.phone === `119${String(round).padStart(8, '0')}`;
      await arrives(`round ${round}: both edits on A`, async () => both(await getLocal('clients', c.id, { db: a.db })));
      await arrives(`round ${round}: both edits on B`, async () => both(await getLocal('clients', c.id, { db: b.db })));
      await waitFor(`round ${round}: both edits on the server`, async () => {
        const snap = await getDocs(collection(a.client.firestore, 'clients'));
        return both(snap.docs.find((s) => s.id === c.id)?.data());
      });
    }
    console.info(
      `[race] ${ROUNDS}/${ROUNDS} rounds kept both edits on A, B and the server (${((Date.now() - started) / ROUNDS).toFixed(0)} ms a round)`,
    );
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
