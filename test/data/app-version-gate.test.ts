import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { doc, setDoc } from 'firebase/firestore';
import { createDoc } from '@/data';
import { createAppVersionGate, type AppVersionGate } from '@/data/app-version-gate';
import { createDevice, type TestDevice } from '../support/device';
import {
  connectTestFirestore,
  readOnServer,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
} from '../support/firestore-emulator';
import { waitFor } from '../support/wait';
import { makeClient } from '../support/fixtures';

/**
 * Issue 29: a build older than the server's minimum app version (config/app.minAppVersion)
 * holds its pushes — the writes stay in the replica — and pushes them once it runs a build
 * that meets the minimum (the same replica, as after the service worker's update and reload).
 * Real emulator with firestore.rules: the device reads config/app as a signed-in user.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('app version gate', skipReason);
const devices: TestDevice[] = [];
const owners: TestFirestoreClient[] = [];
const gates: AppVersionGate[] = [];
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  gates.splice(0).forEach((g) => g.stop());
  await Promise.all(devices.splice(0).map((d) => d.close()));
  await Promise.all(owners.splice(0).map((o) => o.close()));
});

/** The server's client `id` (readOnServer: this file waits for documents to appear there). */
const onServer = (o: TestFirestoreClient, id: string) => readOnServer(o, 'clients', id);

describe.skipIf(!server)('the minimum app version', { timeout: 240_000 }, () => {
  it('holds an old build’s pushes with its queue kept, and delivers them from the updated build', async () => {
    const project = uniqueProjectId('demo-appversion');
    const srv = connectTestFirestore(server!, project, { owner: true });
    owners.push(srv);
    await setDoc(doc(srv.firestore, 'config', 'app'), { minAppVersion: '0.2.0' });
    const ana = await device(project);

    // The old build (0.1.0) starts syncing and writes.
    const outdated: boolean[] = [];
    const oldGate = gate(ana, '0.1.0', outdated);
    ana.startSync({ pushGate: oldGate.wait });
    await waitFor('the minimum read from the server', () => oldGate.minimum === '0.2.0');
    const maria = await createDoc('clients', makeClient('Maria'), { db: ana.db, actorUid: 'ana' });

    // Held: nothing reaches the server, the write stays pending in the replica, the UI is told.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await onServer(srv, maria.id)).toBeUndefined();
    expect(await ana.replication!.countPendingWrites()).toBeGreaterThan(0);
    expect(outdated.at(-1)).toBe(true);
    expect(ana.errors).toEqual([]);

    // Nobody writes config/app from a device.
    await expect(setDoc(doc(ana.client.firestore, 'config', 'app'), { minAppVersion: '0.0.1' })).rejects.toMatchObject({
      code: 'permission-denied',
    });

    // "Atualizar": the page reloads with the new build (0.2.0) on the same replica.
    oldGate.stop();
    await ana.stopSync();
    ana.takeErrors();
    const newGate = gate(ana, '0.2.0', []);
    ana.startSync({ pushGate: newGate.wait });
    await waitFor('Maria on the server', () => onServer(srv, maria.id), 90_000);
    expect((await onServer(srv, maria.id))?.name).toBe('Maria');
    expect(ana.errors).toEqual([]);
  });

  it(
    'lets held pushes go when the minimum is lowered, and holds again when it is raised while running',
    { timeout: 240_000 },
    async () => {
      const project = uniqueProjectId('demo-appversion');
      const srv = connectTestFirestore(server!, project, { owner: true });
      owners.push(srv);
      const ana = await device(project);
      const outdated: boolean[] = [];
      // config/app is read again whenever no answer came for a second.
      const g = gate(ana, '1.4.0', outdated, 1_000);
      ana.startSync({ pushGate: g.wait });

      // No config/app: no minimum, pushes go.
      const first = await createDoc('clients', makeClient('Primeira'), { db: ana.db, actorUid: 'ana' });
      await waitFor('first on the server', () => onServer(srv, first.id), 90_000);

      // Raised while running: the next write waits.
      // (Found by the listener or by the gate's own reads, every second here: a listener on the
      // emulator was seen missing the creation of config/app for 90 s and more.)
      await setDoc(doc(srv.firestore, 'config', 'app'), { minAppVersion: '1.10.0' });
      await waitFor('the raised minimum', () => g.minimum === '1.10.0', 90_000);
      const second = await createDoc('clients', makeClient('Segunda'), { db: ana.db, actorUid: 'ana' });
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await onServer(srv, second.id)).toBeUndefined();
      expect(outdated.at(-1)).toBe(true);

      // Lowered again (a minimum raised by mistake): the held write goes without a restart.
      await setDoc(doc(srv.firestore, 'config', 'app'), { minAppVersion: '1.4.0' });
      await waitFor('second on the server', () => onServer(srv, second.id), 90_000);
      expect(outdated.at(-1)).toBe(false);
      expect(ana.errors).toEqual([]);
    },
  );
});

async function device(project: string): Promise<TestDevice> {
  const d = await createDevice(server!, project, { uid: 'ana', role: 'advogado', collections: ['clients', 'logs'] });
  devices.push(d);
  return d;
}

function gate(d: TestDevice, appVersion: string, outdated: boolean[], refreshMs?: number): AppVersionGate {
  const g = createAppVersionGate(d.client.firestore, { appVersion, refreshMs, onOutdated: (v) => outdated.push(v) });
  gates.push(g);
  return g;
}
