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
 * A record and its audit entry reach the server in one commit (issue 27: one transaction per
 * edit, not two racing ones): the entry rides in the record's push (sync/companions.ts), and the
 * audit trail's own push then sends nothing for it. One commit stamps one server time, so the
 * two documents' `serverTimestamp` are equal.
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
  it('are committed together, online and from an offline queue, and each entry is written once', async () => {
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

      for (const c of queued) {
        const s = await stamps(c.id);
        expect(s.entries).toEqual(s.record);
      }
      const s = await stamps(online.id);
      // The create's entry was committed with the create, the update's with the update (the record's last write).
      expect(s.entries).toHaveLength(2);
      expect(s.entries[1]).toBe(s.record[0]);
      expect(await device.replication!.countPendingWrites()).toBe(0);
      expect(device.errors).toEqual([]);
    } finally {
      await owner.close();
    }
  });
});
