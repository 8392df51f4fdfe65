import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Subject, type Subscription } from 'rxjs';
import type { Firestore } from 'firebase/firestore';
import * as real from 'firebase/firestore';
import { createDoc, getDoc as getLocal, updateDoc, type SyncStatus } from '@/data';
import type { StartReplicationOptions } from '@/data/sync/replication';
import { createDevice, type TestDevice } from '../support/device';
import {
  connectTestFirestore,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
} from '../support/firestore-emulator';
import { waitFor, waitForValue } from '../support/wait';
import { makeClient } from '../support/fixtures';

/**
 * Issue 11, liveness: a device hears of the server's news even when its SDK listener stays
 * silent (the watchdog), says 'sincronizado' only once it has read from the server since
 * the last reconnect or heal, and the look-back and watchdog do not re-download data.
 *
 * The SDK going quiet (seen in the chaos test: after some faults the listener stays silent
 * for up to its 60 s back-off while the server has news) is reproduced by dropping the
 * listener snapshots of one device's Firestore client; everything else is the real SDK
 * against the official emulator. Reads are counted per client the same way.
 */
const silenced = new Set<Firestore>();
const counted = new Map<Firestore, { queries: number; docs: number }>();
vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/firestore')>();
  return {
    ...actual,
    onSnapshot: (...args: unknown[]) => {
      const target = args[0] as { firestore: Firestore };
      const i = args.findIndex((a) => typeof a === 'function');
      if (i >= 0) {
        const next = args[i] as (s: unknown) => void;
        args[i] = (s: unknown) => (silenced.has(target.firestore) ? undefined : next(s));
      }
      return (actual.onSnapshot as (...a: unknown[]) => () => void)(...args);
    },
    getDocsFromServer: async (q: real.Query) => {
      const result = await actual.getDocsFromServer(q);
      const c = counted.get(q.firestore);
      if (c) {
        c.queries += 1;
        c.docs += result.size;
      }
      return result;
    },
  };
});

const { server, skipReason } = await testFirestore();
reportSkipped('pull-liveness', skipReason);
const devices: TestDevice[] = [];
const clients: TestFirestoreClient[] = [];
const subs: Subscription[] = [];

afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  silenced.clear();
  counted.clear();
  subs.splice(0).forEach((s) => s.unsubscribe());
  await Promise.all(devices.splice(0).map((d) => d.close()));
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

async function device(projectId: string, uid: string) {
  const d = await createDevice(server!, projectId, { uid, collections: ['clients', 'logs'] });
  devices.push(d);
  return d;
}

async function sync(d: TestDevice, extra: Partial<StartReplicationOptions> = {}) {
  const rep = d.startSync(extra);
  await waitForValue(`${d.uid} synced`, rep.status$, (s) => s.phase === 'sincronizado', 30_000);
  return rep;
}

/** Holds every pull of `d` until `open()` (the server read "has not completed yet"). */
function gatePulls(d: TestDevice) {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  let waiting = 0;
  for (const state of d.replication!.states.values()) {
    const handler = state.pull!.handler;
    state.pull!.handler = async (...args) => {
      waiting += 1;
      await gate;
      return handler(...args);
    };
  }
  return { open: () => open(), waiting: () => waiting };
}

describe.skipIf(!server)('pull liveness', { timeout: 90_000 }, () => {
  it('a watchdog read brings what a silent listener never announced', async () => {
    const project = uniqueProjectId();
    const a = await device(project, 'ana');
    const b = await device(project, 'bruno');
    const control = await device(project, 'carla');
    await sync(a);
    await sync(b, { watchdogMs: 1_500 });
    // The same device without a watchdog: it must stay behind while its listener is silent.
    await sync(control, { watchdogMs: 0 });
    silenced.add(b.client.firestore);
    silenced.add(control.client.firestore);

    const written = await createDoc('clients', makeClient('Novidade no servidor'), { db: a.db, actorUid: 'ana' });
    await a.replication!.awaitInSync(30_000);
    const started = Date.now();
    await waitFor('B gets it without its listener', () => getLocal('clients', written.id, { db: b.db }), 10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await getLocal('clients', written.id, { db: control.db })).toBeNull();
    expect(b.errors).toEqual([]);
  });

  it("shows another device's edit from the listener's snapshot, before the pull it asks for has answered", async () => {
    const project = uniqueProjectId();
    const a = await device(project, 'ana');
    const b = await device(project, 'bruno');
    await sync(a);
    await sync(b, { watchdogMs: 0 });
    const written = await createDoc('clients', makeClient('Antes'), { db: a.db, actorUid: 'ana' });
    await waitFor('B has the client', () => getLocal('clients', written.id, { db: b.db }), 10_000);
    await b.replication!.awaitInSync(30_000);

    // B's server reads hang from now on: only the listener's snapshot can bring the edit.
    const gate = gatePulls(b);
    await updateDoc('clients', written.id, { name: 'Depois' }, { db: a.db, actorUid: 'ana' });
    await waitFor(
      'B shows the edit',
      async () => (await getLocal('clients', written.id, { db: b.db }))?.name === 'Depois',
      10_000,
    );
    // The pull is still asked for (the safety net for what the listener does not report).
    await waitFor('a pull asked for', () => gate.waiting() > 0, 5_000);

    // The pull that was held then reads it again and changes nothing; B stays in step with A.
    gate.open();
    await b.replication!.awaitInSync(30_000);
    expect((await getLocal('clients', written.id, { db: b.db }))?.name).toBe('Depois');
    expect(b.errors).toEqual([]);
  });

  it("is not 'sincronizado' after the SDK reconnects until a server read has completed", async () => {
    const project = uniqueProjectId();
    const b = await device(project, 'bruno');
    const rep = await sync(b, { watchdogMs: 0 });
    const seen: SyncStatus[] = [];
    subs.push(rep.status$.subscribe((s) => seen.push(s)));

    // Cut off: the listener's snapshots come from the cache now; the device may miss news.
    await real.disableNetwork(b.client.firestore);
    const cut = await waitForValue('not synced while cut off', rep.status$, (s) => s.phase !== 'sincronizado', 10_000);
    expect(cut.phase).toBe('conectando');

    const gate = gatePulls(b);
    const before = seen.length;
    await real.enableNetwork(b.client.firestore);
    // The reconnect asks for reads (held here): still not synced.
    await waitFor('reads asked for after the reconnect', () => gate.waiting() > 0, 10_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(seen.slice(before).map((s) => s.phase)).not.toContain('sincronizado');

    gate.open();
    await waitForValue('synced after the read', rep.status$, (s) => s.phase === 'sincronizado', 15_000);
    expect(b.errors).toEqual([]);
  });

  it("is not 'sincronizado' after a heal (browser back online, wake) until every collection has read from the server", async () => {
    const project = uniqueProjectId();
    const b = await device(project, 'bruno');
    const heal$ = new Subject<void>();
    const rep = await sync(b, { watchdogMs: 0, heal$ });
    const synced = (await waitForValue('synced', rep.status$, (s) => s.phase === 'sincronizado')).lastSyncedAt;
    const seen: SyncStatus[] = [];
    subs.push(rep.status$.subscribe((s) => seen.push(s)));
    seen.splice(0); // the current value, replayed on subscribing

    const gate = gatePulls(b);
    heal$.next();
    await waitFor('both collections asked to read', () => gate.waiting() >= 2, 10_000);
    expect(seen.at(-1)?.phase).toBe('conectando');
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.map((s) => s.phase)).not.toContain('sincronizado');
    expect(seen.at(-1)?.lastSyncedAt).toBe(synced);

    gate.open();
    const after = await waitForValue('synced after the reads', rep.status$, (s) => s.phase === 'sincronizado', 15_000);
    expect(after.lastSyncedAt! >= synced!).toBe(true);
  });

  it('background reads (watchdog, look-back) do not flash "sincronizando" when they find nothing', async () => {
    const project = uniqueProjectId();
    const b = await device(project, 'bruno');
    const rep = await sync(b, { watchdogMs: 400 });
    const seen: string[] = [];
    subs.push(rep.status$.subscribe((s) => seen.push(s.phase)));
    expect(seen.splice(0)).toEqual(['sincronizado']);
    counted.set(b.client.firestore, { queries: 0, docs: 0 });
    await new Promise((r) => setTimeout(r, 2_500));
    // The watchdog did read (several times per collection)...
    expect(counted.get(b.client.firestore)!.queries).toBeGreaterThan(4);
    // ...and the indicator stayed put.
    expect(seen.filter((p) => p !== 'sincronizado')).toEqual([]);
  });

  it('the look-back and the watchdog never re-download the collection', async () => {
    const project = uniqueProjectId();
    const o = connectTestFirestore(server!, project, { owner: true });
    clients.push(o);
    // 300 clients written a while ago, and one just now.
    const batch = real.writeBatch(o.firestore);
    const t = new Date().toISOString();
    for (let i = 0; i < 300; i++) {
      batch.set(real.doc(o.firestore, 'clients', `antigo-${String(i).padStart(3, '0')}`), {
        ...makeClient(`Antigo ${i}`),
        createdAt: t,
        createdBy: 'w',
        updatedAt: t,
        updatedBy: 'w',
        _deleted: false,
        serverTimestamp: real.serverTimestamp(),
      });
    }
    await batch.commit();
    const lookbackMs = 1_500;
    await new Promise((r) => setTimeout(r, lookbackMs + 500));
    const a = await device(project, 'ana');
    await sync(a);
    await createDoc('clients', makeClient('Recente'), { db: a.db, actorUid: 'ana' });
    await a.replication!.awaitInSync(30_000);

    const b = await device(project, 'bruno');
    const reads = { queries: 0, docs: 0 };
    counted.set(b.client.firestore, reads);
    await sync(b, { lookbackMs, watchdogMs: 500 });
    await waitFor('B has all 301', async () => (await b.db.clients.count().exec()) === 301, 30_000);
    const firstSync = reads.docs;
    // Each document once, plus the newest-stamp probes and one look-back of what was recent.
    expect(firstSync).toBeGreaterThanOrEqual(301);
    expect(firstSync).toBeLessThan(301 + 20);
    // A few windows and ~10 watchdog rounds later: nothing is downloaded again.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(reads.queries).toBeGreaterThan(10);
    expect(reads.docs - firstSync).toBeLessThan(10);
    expect(b.errors).toEqual([]);
  });

  it('documents written just before a first sync are read again once, after the window, and never again', async () => {
    const project = uniqueProjectId();
    const o = connectTestFirestore(server!, project, { owner: true });
    clients.push(o);
    const batch = real.writeBatch(o.firestore);
    const t = new Date().toISOString();
    for (let i = 0; i < 200; i++) {
      batch.set(real.doc(o.firestore, 'clients', `novo-${String(i).padStart(3, '0')}`), {
        ...makeClient(`Novo ${i}`),
        createdAt: t,
        createdBy: 'w',
        updatedAt: t,
        updatedBy: 'w',
        _deleted: false,
        serverTimestamp: real.serverTimestamp(),
      });
    }
    await batch.commit();
    const b = await device(project, 'bruno');
    const reads = { queries: 0, docs: 0 };
    counted.set(b.client.firestore, reads);
    // Nothing proves to the device that these are older than the window: they are read again
    // once. A slow link (200 ms a pull, 10 pulls) makes the first sync outlast the window.
    const rep = b.startSync({ lookbackMs: 1_500, watchdogMs: 0, pullBatchSize: 20 });
    const state = rep.states.get('clients')!;
    const handler = state.pull!.handler;
    state.pull!.handler = async (...args) => (await new Promise((r) => setTimeout(r, 200)), handler(...args));
    // What was read when the last document arrived (the moment the person sees all of them).
    const atSync = await waitForValue('all 200 on the device', b.db.clients.count().$, (n) => n === 200, 30_000).then(
      () => reads.docs,
    );
    expect(atSync).toBeLessThan(200 + 10);
    await new Promise((r) => setTimeout(r, 4_000));
    const afterWindow = reads.docs;
    expect(afterWindow - atSync).toBeGreaterThanOrEqual(200);
    expect(afterWindow - atSync).toBeLessThan(200 + 10);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(reads.docs).toBe(afterWindow);
    expect(b.errors).toEqual([]);
  });

  it('restarts an SDK that has stopped reaching the server while the network is fine (its own connection back-off)', async () => {
    const project = uniqueProjectId();
    const a = await device(project, 'ana');
    const b = await device(project, 'bruno');
    await sync(a);
    await sync(b, { watchdogMs: 1_500 });
    // B's SDK stops talking to the server (as in its back-off after a long outage): every
    // server read fails 'unavailable' though nothing is wrong with the network.
    await real.disableNetwork(b.client.firestore);
    const written = await createDoc('clients', makeClient('Depois do silêncio'), { db: a.db, actorUid: 'ana' });
    await a.replication!.awaitInSync(30_000);
    const started = Date.now();
    await waitFor('B gets it once its SDK is restarted', () => getLocal('clients', written.id, { db: b.db }), 60_000);
    console.info(
      `[liveness] B read the server again ${Date.now() - started} ms after A's write (restart after 10 s of 'unavailable')`,
    );
    expect(b.offlineErrors.length).toBeGreaterThan(0);
    expect(b.errors).toEqual([]);
  });
});
