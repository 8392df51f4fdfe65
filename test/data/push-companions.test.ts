import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collection, doc, getDoc, getDocs, query, where, type Timestamp } from 'firebase/firestore';
import { createDoc, updateDoc } from '@/data';
import { createDevice, type TestDevice } from '../support/device';
import {
  connectTestFirestore,
  startTestFirestore,
  uniqueProjectId,
  type TestFirestoreServer,
} from '../support/firestore-emulator';
import { makeClient } from '../support/fixtures';

/**
 * A record's audit entry rides in the record's push when it is stored by then (issue 27:
 * sync/companions.ts), and the audit trail's own push sends nothing for what was carried. Which
 * push takes an entry depends on timing; either way it reaches the server exactly once.
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

describe('a record and its audit entry', () => {
  it('reach the server, each entry once, whether it rode in the record push or went on its own', async () => {
    const projectId = uniqueProjectId();
    const device = await createDevice(server, projectId, { uid: 'ana', collections: ['clients', 'logs'] });
    devices.push(device);
    const owner = connectTestFirestore(server, projectId, { owner: true });
    try {
      const stamps = async (id: string) => {
        const record = [await getDoc(doc(owner.firestore, 'clients', id))];
        const entries = (await getDocs(query(collection(owner.firestore, 'logs'), where('documentId', '==', id)))).docs;
        const ms = (d: { get(f: string): unknown }) => (d.get('serverTimestamp') as Timestamp).toMillis();
        return { record: record.map(ms), entries: entries.map(ms).sort((a, b) => a - b) };
      };
      // Written before sync starts: the queue a device brings back online.
      const queued = [];
      for (let i = 0; i < 5; i++)
        queued.push(await createDoc('clients', makeClient(`Fila ${i}`), { db: device.db, actorUid: 'ana' }));
      device.startSync();
      await device.replication!.awaitInSync(60_000);
      const online = await createDoc('clients', makeClient('Online'), { db: device.db, actorUid: 'ana' });
      await device.replication!.awaitInSync(60_000);
      await updateDoc('clients', online.id, { notes: 'editado' }, { db: device.db, actorUid: 'ana' });
      await device.replication!.awaitInSync(60_000);

      // A queue's two halves go side by side (either may carry an entry): each entry reaches the server once.
      for (const c of queued) expect((await stamps(c.id)).entries).toHaveLength(1);
      // Carried or pushed on its own (whichever push reads it first), each entry reaches the server once, and none is taken for committed when it was not.
      const s = await stamps(online.id);
      expect(s.entries).toHaveLength(2);
      expect(s.record).toHaveLength(1);
      expect(await device.replication!.countPendingWrites()).toBe(0);
      expect(device.errors).toEqual([]);
    } finally {
      await owner.close();
    }
  });
});
