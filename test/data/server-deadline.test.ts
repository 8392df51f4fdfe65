import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { collection, getDocs } from 'firebase/firestore';
import type { RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import { createDoc, getDoc as getLocal, type SyncStatus } from '@/data';
import { createPullHandler } from '@/data/sync/firestore-pull';
import { createPushHandler } from '@/data/sync/firestore-push';
import type { ServerDeadlines } from '@/data/sync/deadline';
import { isOfflineError } from '@/data/sync/errors';
import type { Doc } from '@/data/sync/firestore-documents';
import { createDevice, type TestDevice } from '../support/device';
import { reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { FaultProxy } from '../chaos/proxy';
import { waitFor } from '../support/wait';
import { makeClient } from '../support/fixtures';

/**
 * A connection that stops moving without closing (a tablet between networks; the official
 * emulator's Listen glitches) leaves a Firestore SDK call pending for good, and RxDB runs a
 * collection's pulls, and its pushes, one after the other: one such call held the
 * collection, its writes "pendentes" for good (a chaos run; the CI's logout after sign-up
 * waited 60 s for a first cycle that never ended). Here a real device reaches the official
 * emulator through a TCP proxy that stalls (holds every byte, closes nothing): each call
 * must give up at its deadline as "server unreachable", and the retry must not write twice.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('server deadlines', skipReason);

const SHORT: ServerDeadlines = { readBaseMs: 1_500, readPerDocMs: 0, pushBaseMs: 2_500, pushPerRowMs: 0 };
const devices: TestDevice[] = [];
const proxies: FaultProxy[] = [];

afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.close()));
  await Promise.all(proxies.splice(0).map((p) => p.stop()));
});

async function deviceBehindProxy(uid: string) {
  const proxy = new FaultProxy(uid, server!.host, server!.port);
  await proxy.start();
  proxies.push(proxy);
  const d = await createDevice({ ...server!, host: '127.0.0.1', port: proxy.port }, uniqueProjectId(), {
    uid,
    collections: ['clients', 'logs'],
  });
  devices.push(d);
  return { d, proxy };
}

/** The device's pull and push handlers for `clients`, as the replication makes them. */
function clientHandlers(d: TestDevice, deadlines: { pull?: ServerDeadlines; push?: ServerDeadlines }) {
  const clients = d.db.clients;
  const primaryPath = clients.schema.primaryPath as string;
  return {
    pull: createPullHandler({
      firestore: d.client.firestore,
      collectionName: 'clients',
      primaryPath,
      deadlines: deadlines.pull,
    }),
    push: createPushHandler({
      firestore: d.client.firestore,
      collectionName: 'clients',
      primaryPath,
      isEqual: (a, b) => clients.conflictHandler.isEqual(a as never, b as never, 'push'),
      normalize: (doc) => doc,
      deadlines: deadlines.push,
    }),
  };
}

/** A local client as RxDB hands it to the push (no storage bookkeeping). */
async function pushRow(d: TestDevice, name: string): Promise<RxReplicationWriteToMasterRow<Doc>> {
  const created = await createDoc('clients', makeClient(name), { db: d.db, actorUid: d.uid });
  const local = await getLocal('clients', created.id, { db: d.db });
  return { newDocumentState: { ...(local as unknown as Doc), _deleted: false } as WithDeleted<Doc> };
}

/** How a call ended, and when. */
async function settle<T>(call: Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const t0 = Date.now();
  try {
    return { ms: Date.now() - t0, value: await call };
  } catch (error) {
    return { ms: Date.now() - t0, error };
  }
}

describe.skipIf(!server)('server calls have deadlines', { timeout: 60_000 }, () => {
  it('a pull on a stalled connection fails "unreachable" at its deadline; after the stall the same pull reads', async () => {
    const { d, proxy } = await deviceBehindProxy('ana');
    const { pull, push } = clientHandlers(d, { pull: SHORT });
    expect(await push([await pushRow(d, 'Antes da queda')])).toEqual([]);
    const first = await pull(undefined, 50);
    expect(first.documents.map((doc) => doc.name)).toEqual(['Antes da queda']);

    proxy.stallOn();
    const stalled = await settle(pull(first.checkpoint, 50));
    expect(stalled.error, 'the stalled pull must fail, not hang').toBeDefined();
    expect(isOfflineError(stalled.error)).toBe(true);
    expect(stalled.ms).toBeGreaterThanOrEqual(1_400);
    expect(stalled.ms).toBeLessThan(10_000);

    proxy.stallOff();
    const again = await pull(undefined, 50);
    expect(again.documents.map((doc) => doc.name)).toEqual(['Antes da queda']);
  });

  it('a push on a stalled connection fails "unreachable"; its late commit and the retry write the client once, with no conflict', async () => {
    const { d, proxy } = await deviceBehindProxy('bruno');
    const { push } = clientHandlers(d, { push: SHORT });
    const row = await pushRow(d, 'Enviado na queda');

    proxy.stallOn();
    const stalled = await settle(push([row]));
    expect(stalled.error, 'the stalled push must fail, not hang').toBeDefined();
    expect(isOfflineError(stalled.error)).toBe(true);
    expect(stalled.ms).toBeLessThan(15_000);

    // The abandoned transaction goes on when the bytes move again, and may commit: the retry
    // (RxDB sends the same row) finds the server holding this state and writes nothing.
    proxy.stallOff();
    expect(await push([row])).toEqual([]);
    const onServer = await waitFor('the client on the server', async () => {
      const snap = await getDocs(collection(d.client.firestore, 'clients'));
      return snap.size ? snap.docs : undefined;
    });
    expect(onServer.map((s) => s.get('name'))).toEqual(['Enviado na queda']);
  });

  it('a device whose connection stalls mid-sync says "Conectando…", not "Sincronizando" for good, and sends everything once it moves', async () => {
    const { d, proxy } = await deviceBehindProxy('carla');
    const replication = d.startSync({ serverDeadlines: SHORT, watchdogMs: 2_000 });
    await replication.awaitInSync(30_000);
    const phases: SyncStatus['phase'][] = [];
    const sub = replication.status$.subscribe((s) => phases.push(s.phase));
    try {
      proxy.stallOn();
      const names = ['Na queda 1', 'Na queda 2', 'Na queda 3'];
      for (const name of names) await createDoc('clients', makeClient(name), { db: d.db, actorUid: d.uid });
      await waitFor('"Conectando…" while nothing moves', () => phases.includes('conectando'), 20_000);

      proxy.stallOff();
      await replication.awaitInSync(45_000);
      const snap = await getDocs(collection(d.client.firestore, 'clients'));
      expect(snap.docs.map((s) => s.get('name')).sort()).toEqual(names);
      expect(d.takeErrors()).toEqual([]);
    } finally {
      sub.unsubscribe();
    }
  });
});
