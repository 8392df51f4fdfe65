import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendDeps, deleteApp, initializeApp, Timestamp, type App } from '../../functions/src/admin';
import { documentKeyOf, onClientWritten } from '../../functions/src/clients/duplicates';
import { BACKEND_ACTOR } from '../../functions/src/replicated';
import type { BackendDeps } from '../../functions/src/access';
import { startLocalJobs } from '../../functions/src/push/local-jobs';
import { syncHashOf } from '@advocacia/shared/sync/sync-hash';
import { prepareProject, reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { makeClient } from '../support/fixtures';
import { waitFor } from '../support/wait';

/**
 * Duplicate CPF/CNPJ (issue 26): the backend marks a second client with the same document
 * (functions/src/clients/duplicates.ts), against the official Firestore emulator — the handler
 * called as the trigger calls it, and the local listener that stands in for the trigger.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: duplicate client documents', skipReason);

describe('documentKeyOf', () => {
  it('compares digits and upper-case letters only; anything but a CPF or CNPJ shape has no key', () => {
    expect(documentKeyOf('529.982.247-25')).toBe('52998224725');
    expect(documentKeyOf('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(documentKeyOf('1234')).toBe('');
    expect(documentKeyOf('')).toBe('');
    expect(documentKeyOf(undefined)).toBe('');
  });
});

describe.skipIf(!server)('backend: a second client with the same CPF/CNPJ is marked', { timeout: 120_000 }, () => {
  const project = uniqueProjectId('demo-dup');
  let app: App;
  let deps: BackendDeps;
  const clock = new Date('2026-11-27T12:00:00.000Z');
  const previousFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `${server!.host}:${server!.port}`;
    await prepareProject(server!, project);
    app = initializeApp({ projectId: project }, `dup-${Date.now()}`);
    deps = { ...backendDeps(app), now: () => clock };
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
    if (previousFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = previousFirestoreHost;
  });

  /** A client as a device writes it (staff stamps), created at `createdAt`. */
  async function writeClient(id: string, createdAt: string, over: Record<string, unknown>) {
    const data = {
      ...makeClient(`Cliente ${id}`),
      id,
      createdAt,
      createdBy: 'staff-uid',
      updatedAt: createdAt,
      updatedBy: 'staff-uid',
      _deleted: false,
      serverTimestamp: Timestamp.now(),
      ...over,
    };
    await deps.db.doc(`clients/${id}`).set(data);
    return data;
  }
  const read = async (id: string) => (await deps.db.doc(`clients/${id}`).get()).data()!;

  it("marks the later record with the earlier one's id (masked or not), clears it when its CPF changes, and writes only changes", async () => {
    await writeClient('c-first', '2026-11-01T10:00:00.000Z', { document: '52998224725' });
    const first = await read('c-first');
    expect(await onClientWritten(deps, 'c-first', first)).toEqual({ changed: [] });
    expect(first.duplicateOf).toBeUndefined();

    // The same CPF, typed with the mask (an imported or older record).
    const later = await writeClient('c-later', '2026-11-20T10:00:00.000Z', { document: '529.982.247-25' });
    expect(await onClientWritten(deps, 'c-later', later)).toEqual({
      changed: [{ id: 'c-later', duplicateOf: 'c-first' }],
    });
    const marked = await read('c-later');
    expect(marked).toMatchObject({
      duplicateOf: 'c-first',
      updatedBy: BACKEND_ACTOR,
      updatedAt: clock.toISOString(),
      _deleted: false,
      name: 'Cliente c-later',
    });
    expect(marked.syncHash).toBe(
      syncHashOf('c-later', { updatedAt: clock.toISOString(), updatedBy: BACKEND_ACTOR, _deleted: false }),
    );
    expect((await read('c-first')).duplicateOf).toBeUndefined(); // the first record stays unmarked

    // The backend's own write comes back as an event: nothing changes, nothing is written (no loop).
    expect(await onClientWritten(deps, 'c-later', marked, later)).toEqual({ changed: [] });

    // Edited to another CPF: the mark goes.
    const before = await read('c-later');
    await deps.db
      .doc('clients/c-later')
      .update({ document: '11144477735', updatedBy: 'staff-uid', serverTimestamp: Timestamp.now() });
    expect(await onClientWritten(deps, 'c-later', await read('c-later'), before)).toEqual({
      changed: [{ id: 'c-later', duplicateOf: '' }],
    });
    expect((await read('c-later')).duplicateOf).toBe('');
  });

  it('moves the mark when the first record is deleted or re-documented, and compares CNPJs in upper case', async () => {
    await writeClient('j-a', '2026-10-01T10:00:00.000Z', { kind: 'PJ', document: '12ABC34501DE35' });
    const b = await writeClient('j-b', '2026-10-02T10:00:00.000Z', { kind: 'PJ', document: '12.abc.345/01de-35' });
    const c = await writeClient('j-c', '2026-10-03T10:00:00.000Z', { kind: 'PJ', document: '12ABC34501DE35' });
    await onClientWritten(deps, 'j-b', b);
    await onClientWritten(deps, 'j-c', c);
    expect([(await read('j-b')).duplicateOf, (await read('j-c')).duplicateOf]).toEqual(['j-a', 'j-a']);

    const aBefore = await read('j-a');
    await deps.db.doc('clients/j-a').update({ _deleted: true, serverTimestamp: Timestamp.now() });
    await onClientWritten(deps, 'j-a', await read('j-a'), aBefore);
    expect([(await read('j-b')).duplicateOf, (await read('j-c')).duplicateOf]).toEqual(['', 'j-b']);
  });

  it('attack (issue 37): a new client back-dated to 2000 with a CPF on file is the duplicate, not the original', async () => {
    await writeClient('o-original', '2026-08-01T10:00:00.000Z', { document: '86288366757' });
    // Written after the original, with a device clock (or a forged createdAt) 26 years behind.
    const forged = await writeClient('o-backdated', '2000-01-01T00:00:00.000Z', { document: '862.883.667-57' });
    await onClientWritten(deps, 'o-backdated', forged);
    expect((await read('o-backdated')).duplicateOf).toBe('o-original');
    expect((await read('o-original')).duplicateOf ?? '').toBe('');
  });

  it('the local listener (npm start) marks a client written after it started', async () => {
    const log: string[] = [];
    const jobs = startLocalJobs(
      {
        ...deps,
        expo: { url: 'http://127.0.0.1:9/none', accessToken: '', attempts: 1, retryBaseMs: 1, timeoutMs: 100 },
      },
      { reminderEveryMs: 3_600_000, log: (l) => log.push(l) },
    );
    try {
      await writeClient('l-first', '2026-09-01T10:00:00.000Z', { document: '39053344705' });
      await writeClient('l-second', '2026-09-02T10:00:00.000Z', { document: '390.533.447-05' });
      await waitFor('the second client marked', async () => (await read('l-second')).duplicateOf === 'l-first', 20_000);
      expect((await read('l-first')).duplicateOf).toBeUndefined();
      expect(log).toContain("duplicates: client l-second → duplicateOf 'l-first'");
    } finally {
      await jobs.stop();
    }
  });
});
