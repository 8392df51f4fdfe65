import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { doc, getDoc } from 'firebase/firestore';
import { getComposedPrimaryKeyOfDocumentData } from 'rxdb';
import { SYNC_POLICIES, createDoc, listDeleted, softDeleteDoc } from '@/data';
import { DEFAULT_TOMBSTONE_RETENTION_DAYS, tombstoneRetentionDays } from '@/data/sync/tombstone-purge';
import { createDevice, type TestDevice } from '../support/device';
import { connectTestFirestore, reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { makeClient, sampleData } from '../support/fixtures';

/**
 * Tombstones' retention on the device (docs/architecture.md, "Tombstones: retention and
 * purge"): deleted records the server has confirmed leave the replica after the period — the
 * document and the replication's copy of it — while a deletion not yet on the server waits.
 * Real emulator with firestore.rules; the server keeps its tombstones (its purge is an admin's).
 */
const { server, skipReason } = await testFirestore();
reportSkipped('tombstone purge', skipReason);
/** Devices and Firestore clients a test opened, closed after it. */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});
afterAll(() => server?.stop());

type MetaStorage = { schema: unknown; findDocumentsById(ids: string[], withDeleted: boolean): Promise<unknown[]> };

/** What this device's storage holds about a document: [replica (deleted included), the replication's meta row]. */
async function storedAnywhere(
  d: TestDevice,
  collection: 'clients' | 'events',
  id: string,
): Promise<[unknown[], unknown[]]> {
  const docs = await d.db.collections[collection].storageInstance.findDocumentsById([id], true);
  const meta = (
    d.replication!.states.get(collection) as unknown as {
      internalReplicationState: { input: { metaInstance: MetaStorage } };
    }
  ).internalReplicationState.input.metaInstance;
  const key = getComposedPrimaryKeyOfDocumentData(meta.schema as never, { itemId: id, isCheckpoint: '0' });
  return [docs, await meta.findDocumentsById([key], true)];
}

describe.skipIf(!server)('tombstone purge on the device', { timeout: 120_000 }, () => {
  it('the retention is 30 days unless the deployment sets VITE_TOMBSTONE_RETENTION_DAYS', () => {
    expect(DEFAULT_TOMBSTONE_RETENTION_DAYS).toBe(30);
    expect(tombstoneRetentionDays({})).toBe(30);
    expect(tombstoneRetentionDays({ VITE_TOMBSTONE_RETENTION_DAYS: '90' })).toBe(90);
    expect(tombstoneRetentionDays({ VITE_TOMBSTONE_RETENTION_DAYS: '0' })).toBe(30);
  });

  it('purges confirmed tombstones past the period; a deletion not yet on the server waits; the server keeps its tombstones', async () => {
    const project = uniqueProjectId('demo-purge');
    const d = await createDevice(server!, project, {
      uid: 'ana',
      role: 'advogado',
      collections: ['clients', 'events', 'logs'],
    });
    opened.push(d);
    const opts = { db: d.db, actorUid: 'ana' };
    const rep = d.startSync();
    const gone = await createDoc('clients', makeClient('Maria Apagada'), opts);
    const later = await createDoc('clients', makeClient('Pedro Depois', { document: '11144477735' }), opts);
    const live = await createDoc('clients', makeClient('Rita Ativa', { document: '39053344705' }), opts);
    const event = await createDoc('events', { ...sampleData('events'), title: 'Audiência de Maria Apagada' }, opts);
    await softDeleteDoc('clients', gone.id, opts);
    await softDeleteDoc('events', event.id, opts);
    await rep.awaitInSync(60_000);
    // Both copies on the device hold the data: the tombstone and the replication's record of the server state.
    const [before, beforeMeta] = await storedAnywhere(d, 'clients', gone.id);
    expect(JSON.stringify(before)).toContain('Maria Apagada');
    expect(JSON.stringify(beforeMeta)).toContain('Maria Apagada');

    // Inside the period: nothing goes.
    expect(await rep.purgeTombstones({ retentionDays: 30 })).toMatchObject({
      clients: { purged: 0, waiting: 0 },
      events: { purged: 0, waiting: 0 },
    });
    expect((await listDeleted('clients', opts)).map((c) => c.id)).toEqual([gone.id]);

    // A deletion that has not reached the server (the clients' replication paused, as when
    // offline): its collection waits, the other is purged.
    const clientsSync = rep.states.get('clients')!;
    await clientsSync.pause();
    await softDeleteDoc('clients', later.id, opts);
    const future = Date.now() + 31 * 24 * 60 * 60 * 1000;
    expect(await rep.purgeTombstones({ retentionDays: 30, now: future })).toMatchObject({
      clients: { purged: 0, waiting: 1 },
      events: { purged: 1, waiting: 0 },
    });
    expect(await listDeleted('events', opts)).toEqual([]);
    expect(await storedAnywhere(d, 'events', event.id)).toEqual([[], []]);
    expect((await listDeleted('clients', opts)).map((c) => c.id).sort()).toEqual([gone.id, later.id].sort());

    // Back online, the deletion reaches the server; then both client tombstones go.
    await clientsSync.start();
    await rep.awaitInSync(60_000);
    expect(await rep.countPendingWrites()).toBe(0);
    expect(await rep.purgeTombstones({ retentionDays: 30, now: future })).toMatchObject({
      clients: { purged: 2, waiting: 0 },
    });
    expect(await listDeleted('clients', opts)).toEqual([]);
    for (const id of [gone.id, later.id]) expect(await storedAnywhere(d, 'clients', id)).toEqual([[], []]);
    // Live records stay, and sync goes on as before.
    expect((await d.db.clients.findOne(live.id).exec())?.name).toBe('Rita Ativa');
    await createDoc('clients', makeClient('Nova Cliente', { document: '86288366757' }), opts);
    await rep.awaitInSync(60_000);
    expect(await rep.countPendingWrites()).toBe(0);
    expect(d.errors).toEqual([]);

    // The server still holds its tombstones (its purge is an admin's, docs/architecture.md).
    const o = connectTestFirestore(server!, project, { owner: true });
    opened.push(o);
    for (const [name, id] of [
      ['clients', gone.id],
      ['clients', later.id],
      ['events', event.id],
    ] as const) {
      expect((await getDoc(doc(o.firestore, name, id))).get('_deleted'), `${name}/${id}`).toBe(true);
    }
  });

  it("a collection's own retention (its definition's tombstoneDays, handed in its policy) wins over the deployment's; 'kept' is never purged", async () => {
    const d = await createDevice(server!, uniqueProjectId('demo-purge-own'), {
      uid: 'ana',
      role: 'advogado',
      collections: ['clients', 'events', 'logs'],
    });
    opened.push(d);
    const opts = { db: d.db, actorUid: 'ana' };
    const rep = d.startSync({
      policies: { ...SYNC_POLICIES, events: { tombstoneDays: 60 }, clients: { tombstoneDays: 'kept' } },
    });
    const client = await createDoc('clients', makeClient('Maria Guardada'), opts);
    const event = await createDoc('events', sampleData('events'), opts);
    await softDeleteDoc('clients', client.id, opts);
    await softDeleteDoc('events', event.id, opts);
    await rep.awaitInSync(60_000);
    const day = 24 * 60 * 60 * 1000;
    expect(await rep.purgeTombstones({ retentionDays: 30, now: Date.now() + 31 * day })).toEqual({
      events: { purged: 0, waiting: 0 },
    });
    expect(await rep.purgeTombstones({ retentionDays: 30, now: Date.now() + 61 * day })).toEqual({
      events: { purged: 1, waiting: 0 },
    });
    expect((await listDeleted('clients', opts)).map((c) => c.id)).toEqual([client.id]);
    expect(d.errors).toEqual([]);
  });
});
