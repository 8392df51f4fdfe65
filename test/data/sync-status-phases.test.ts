import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom, type Subscription } from 'rxjs';
import { doc, getDoc } from 'firebase/firestore';
import { createDoc, type SyncStatus } from '@/data';
import { createDevice, type TestDevice } from '../support/device';
import { startTestFirestore, uniqueProjectId, type TestFirestoreServer } from '../support/firestore-emulator';
import { waitForValue } from '../support/wait';
import { makeClient } from '../support/fixtures';
import { openTestDatabase } from '../support/db';
import { countPendingFor } from '@/data/sync/pending-writes';
import type { RxCollection } from 'rxdb';

/**
 * The phases the replication publishes for the shell (codes only): online but not yet
 * through a complete cycle is 'conectando', not 'sincronizando'.
 */
let server: TestFirestoreServer;
const devices: TestDevice[] = [];
const subs: Subscription[] = [];

beforeAll(async () => {
  server = await startTestFirestore();
});
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  subs.splice(0).forEach((s) => s.unsubscribe());
  await Promise.all(devices.splice(0).map((d) => d.close()));
});

function record(statuses: SyncStatus[]) {
  return (s: SyncStatus) => statuses.push(s);
}

describe('sync status phases', { timeout: 60_000 }, () => {
  it("is 'conectando' until the first cycle reaches the server, then 'sincronizado'", async () => {
    const device = await createDevice(server, uniqueProjectId(), { uid: 'ana', collections: ['clients', 'logs'] });
    devices.push(device);
    await createDoc('clients', makeClient('Escrito antes de sincronizar'), { db: device.db, actorUid: 'ana' });
    const seen: SyncStatus[] = [];
    const replication = device.startSync();
    subs.push(replication.status$.subscribe(record(seen)));
    const synced = await waitForValue('sincronizado', replication.status$, (s) => s.phase === 'sincronizado', 30_000);

    const phases = seen.map((s) => s.phase);
    const reached = phases.findIndex((p) => p !== 'conectando');
    // Starts as 'conectando' (not 'sincronizando', not 'offline'), and once the first cycle
    // has reached the server it does not go back to 'conectando' (no flapping).
    expect(phases[0]).toBe('conectando');
    expect(reached).toBeGreaterThan(0);
    expect(
      phases.slice(reached).filter((p) => p === 'conectando'),
      phases.join(' → '),
    ).toEqual([]);
    expect(
      phases.every((p) => p === 'conectando' || p === 'sincronizando' || p === 'sincronizado'),
      phases.join(' → '),
    ).toBe(true);
    expect(synced.lastSyncedAt).not.toBeNull();
    expect(seen.every((s) => !('label' in s))).toBe(true);
    expect(device.errors).toEqual([]);
  });

  it("is 'conectando' (not 'offline') after an online attempt could not reach the server, until a cycle completes", async () => {
    const device = await createDevice(server, uniqueProjectId(), { uid: 'ana', collections: ['clients', 'logs'] });
    devices.push(device);
    const replication = device.startSync();
    await waitForValue('first sync', replication.status$, (s) => s.phase === 'sincronizado', 30_000);

    // What RxDB reports when a push or pull finds no server (the Firestore SDK itself waits
    // out a dead connection for a long time, so the failure is reported directly).
    const state = replication.states.get('clients') as unknown as { subjects: { error: { next(e: unknown): void } } };
    state.subjects.error.next({
      code: 'RC_PUSH',
      parameters: { errors: [{ code: 'unavailable', message: 'no connection' }] },
    });
    const unreachable = await waitForValue(
      'server unreachable',
      replication.status$,
      (s) => s.phase !== 'sincronizado',
      5_000,
    );
    expect(unreachable.phase).toBe('conectando');
    expect(unreachable.error).toBeNull();

    // The next complete cycle (a local write pushed) reaches the server again.
    await createDoc('clients', makeClient('Escrito depois'), { db: device.db, actorUid: 'ana' });
    await waitForValue('synced again', replication.status$, (s) => s.phase === 'sincronizado', 30_000);
  });

  it("counts a local write as pending at once and says 'sincronizado' only once the server has it", async () => {
    const device = await createDevice(server, uniqueProjectId(), { uid: 'ana', collections: ['clients', 'logs'] });
    devices.push(device);
    const replication = device.startSync();
    await waitForValue('first sync', replication.status$, (s) => s.phase === 'sincronizado', 30_000);

    const written = await createDoc('clients', makeClient('Escrita agora'), { db: device.db, actorUid: 'ana' });
    // No debounce between the write and the count: a message sent now must not read 'Enviada'.
    const right = await firstValueFrom(replication.status$);
    expect(right.pendingWrites).toBeGreaterThan(0);
    expect(right.phase).not.toBe('sincronizado');

    await waitForValue(
      'synced again',
      replication.status$,
      (s) => s.phase === 'sincronizado' && s.pendingWrites === 0,
      30_000,
    );
    const onServer = await getDoc(doc(device.client.firestore, 'clients', written.id));
    expect(onServer.exists()).toBe(true);
  });

  it('after a restart (a reload), the last sync and the last verification are still known, and pending writes are counted, not guessed (issue 41)', async () => {
    const device = await createDevice(server, uniqueProjectId(), { uid: 'ana', collections: ['clients', 'logs'] });
    devices.push(device);
    for (let i = 0; i < 20; i++)
      await createDoc('clients', makeClient(`Sincronizado ${i}`), { db: device.db, actorUid: 'ana' });
    const first = device.startSync();
    const synced = await waitForValue(
      'synced and verified',
      first.status$,
      (s) => s.phase === 'sincronizado' && s.verifiedAt !== null,
      30_000,
    );
    await device.stopSync();

    // Two changes made while the replication is not running (offline, before the reload).
    await createDoc('clients', makeClient('Pendente 1'), { db: device.db, actorUid: 'ana' });
    await createDoc('clients', makeClient('Pendente 2'), { db: device.db, actorUid: 'ana' });
    const seen: SyncStatus[] = [];
    const again = device.startSync();
    subs.push(again.status$.subscribe(record(seen)));
    const known = await waitForValue('times restored', again.status$, (s) => s.lastSyncedAt !== null, 10_000);
    expect(known.lastSyncedAt! >= synced.lastSyncedAt!).toBe(true);
    expect(known.verifiedAt! >= synced.verifiedAt!).toBe(true);
    await waitForValue('synced again', again.status$, (s) => s.phase === 'sincronizado', 30_000);
    // Never more pending than the two writes (before RxDB opened its record of the server
    // state, every document of the replica counted: "243 alterações" for 2).
    const counts = seen.map((s) => s.pendingWrites).filter((n): n is number => n !== null);
    expect(Math.max(...counts), counts.join(', ')).toBeLessThanOrEqual(2);
    expect(device.errors).toEqual([]);
  });

  it('before RxDB has opened its record of the server state, what was written since the last full sync counts, not every document', async () => {
    const db = await openTestDatabase({ uid: 'ana-meta', collections: ['clients', 'logs'] });
    try {
      for (let i = 0; i < 3; i++) await createDoc('clients', makeClient(`Sincronizado ${i}`), { db, actorUid: 'ana' });
      const syncedAt = Date.now();
      await new Promise((r) => setTimeout(r, 5));
      for (let i = 0; i < 2; i++) await createDoc('clients', makeClient(`Pendente ${i}`), { db, actorUid: 'ana' });
      // A replication state before its start has run (offline after a reload, this tab not leading yet).
      const notStarted = {};
      const clients = db.clients as unknown as RxCollection<unknown>;
      expect(await countPendingFor(clients, notStarted, syncedAt)).toBe(2);
      // Never synced on this device: everything is pending.
      expect(await countPendingFor(clients, notStarted)).toBe(5);
    } finally {
      await db.close();
    }
  });
});
