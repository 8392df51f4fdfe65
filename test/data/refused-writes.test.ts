import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { doc, updateDoc as updateServerDoc } from 'firebase/firestore';
import { createDoc, softDeleteDoc, updateDoc, getDoc as getLocal } from '@/data';
import { discardRefusedWrite, restoreRefusedWrite } from '@/data/refused-writes';
import { listRefusedWrites } from '@/data/sync/refused-writes';
import { mapFirestoreError } from '@/data/sync/errors';
import type { CollectionName } from '@/data/collections';
import type { Role } from '@advocacia/shared/config/roles';
import { createDevice, type TestDevice } from '../support/device';
import {
  connectTestFirestore,
  readOnServer,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
} from '../support/firestore-emulator';
import { waitFor, waitForValue } from '../support/wait';
import { arrives } from '../support/arrives';
import { makeClient } from '../support/fixtures';
import { catalogueText } from '@/lib/http/error-catalogue';

/** The catalogue's title of a replication error (what the shell would show). */
const errorTitle = (e: unknown) => {
  const mapped = mapFirestoreError(e);
  return mapped ? catalogueText(mapped.status).title : String(e);
};

/**
 * Issue 12, "Replication never stalls": a write the server refuses is set aside with its
 * reason and the rest of the queue goes on; edit versus delete converges for every role.
 * Real emulator, firestore.rules loaded; devices as in test/support/device.ts.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('refused writes', skipReason);
const devices: TestDevice[] = [];
const owners: TestFirestoreClient[] = [];
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.close()));
  await Promise.all(owners.splice(0).map((o) => o.close()));
});

async function device(projectId: string, uid: string, role: Role, collections: CollectionName[] = ['clients', 'logs']) {
  const d = await createDevice(server!, projectId, { uid, role, collections });
  devices.push(d);
  return d;
}
/** The emulator's owner (rules bypassed): reads the server's state, changes roles as an admin would. */
function owner(projectId: string) {
  const o = connectTestFirestore(server!, projectId, { owner: true });
  owners.push(o);
  return o;
}
/** As the app starts it (session-sync): the rules keep the audit trail from atendentes, whose entries only go up. */
const sync = (d: TestDevice, role: Role) => d.startSync(role === 'atendente' ? { pushOnly: ['logs'] } : {});
const titles = (d: TestDevice) => d.errors.map((e) => errorTitle(e));

describe.skipIf(!server)('a write the server refuses', { timeout: 240_000 }, () => {
  it('is set aside with its reason; the later writes of the queue reach the server; discard and restore', async () => {
    const project = uniqueProjectId('demo-refused');
    const srv = owner(project);
    const ana = await device(project, 'ana', 'advogado');
    const bia = await device(project, 'bia', 'atendente', ['clients', 'logs', 'categories']);
    ana.startSync();
    sync(bia, 'atendente');
    const maria = await createDoc('clients', makeClient('Maria'), { db: ana.db, actorUid: 'ana' });
    await arrives('Maria on bia', () => getLocal('clients', maria.id, { db: bia.db }));
    await bia.stopSync();

    // Offline, the atendente deletes (refused: atendentes delete nothing), creates a category
    // (refused: categories are read-only for her) and then a client (allowed): one queue.
    const opts = { db: bia.db, actorUid: 'bia' };
    await softDeleteDoc('clients', maria.id, opts);
    const category = await createDoc('categories', { name: 'Urgente', color: '#ff0000', description: '' }, opts);
    const novo = await createDoc('clients', makeClient('Cliente novo'), opts);
    const rep = sync(bia, 'atendente');

    await waitFor('the later client on the server', () => readOnServer(srv, 'clients', novo.id));
    await waitForValue(
      'synced, nothing pending',
      rep.status$,
      (s) => s.phase === 'sincronizado' && s.pendingWrites === 0,
      30_000,
    );
    expect(titles(bia)).toEqual([]);
    expect(await rep.countPendingWrites()).toBe(0);

    // The server kept its state; the device went back to it (Maria active, the category gone).
    expect(await readOnServer(srv, 'clients', maria.id)).toMatchObject({ _deleted: false, updatedBy: 'ana' });
    expect(await readOnServer(srv, 'categories', category.id)).toBeUndefined();
    expect(await getLocal('clients', maria.id, { db: bia.db })).toMatchObject({ name: 'Maria', updatedBy: 'ana' });
    expect(await getLocal('categories', category.id, { db: bia.db })).toBeNull();

    // Both set aside on the device, whole, with the reason.
    const refused = await listRefusedWrites(bia.db);
    const byCollection = Object.fromEntries(refused.map((r) => [r.collection, r]));
    expect(refused).toHaveLength(2);
    expect(byCollection.clients).toMatchObject({
      documentId: maria.id,
      code: 'permission-denied',
      actorUid: 'bia',
      serverHad: true,
      doc: { _deleted: true, name: 'Maria', updatedBy: 'bia' },
    });
    expect(byCollection.categories).toMatchObject({
      documentId: category.id,
      code: 'permission-denied',
      serverHad: false,
      base: null,
      doc: { name: 'Urgente' },
    });
    // Audited, and the audit entries went to the server like any other.
    const audit = await bia.db.logs.find({ selector: { action: 'refused-write' } }).exec();
    expect(audit.map((l) => l.collectionName).sort()).toEqual(['categories', 'clients']);
    await waitFor('audit entries on the server', () => readOnServer(srv, 'logs', audit[0]!.id));

    // Still there after the replication restarts (a reload): kept in a local document.
    await bia.stopSync();
    expect(await listRefusedWrites(bia.db)).toHaveLength(2);
    const rep2 = sync(bia, 'atendente');

    // Discard: forgotten; nothing is written.
    await discardRefusedWrite(byCollection.categories!.id, { db: bia.db });
    expect((await listRefusedWrites(bia.db)).map((r) => r.collection)).toEqual(['clients']);

    // Restore after a role change: the deletion is written again, as bia's own write, and goes through.
    await updateServerDoc(doc(srv.firestore, 'users', 'bia'), { role: 'advogado' });
    await restoreRefusedWrite(byCollection.clients!.id, { db: bia.db, actorUid: 'bia' });
    expect(await listRefusedWrites(bia.db)).toEqual([]);
    await waitFor(
      'the deletion on the server',
      async () => (await readOnServer(srv, 'clients', maria.id))?._deleted === true,
    );
    expect(await readOnServer(srv, 'clients', maria.id)).toMatchObject({ updatedBy: 'bia' });
    await waitForValue(
      'synced again',
      rep2.status$,
      (s) => s.phase === 'sincronizado' && s.pendingWrites === 0,
      30_000,
    );
    expect(titles(bia)).toEqual([]);
  });

  it("a demoted user's deletion is set aside; the device goes on", async () => {
    const project = uniqueProjectId('demo-refused');
    const srv = owner(project);
    // Without `logs`: once demoted, this device (still signed in as an advogado) could not pull them.
    const caio = await device(project, 'caio', 'advogado', ['clients']);
    const rep = caio.startSync();
    const c = await createDoc('clients', makeClient('Joana'), { db: caio.db, actorUid: 'caio' });
    await rep.awaitInSync(30_000);
    await caio.stopSync();
    await softDeleteDoc('clients', c.id, { db: caio.db, actorUid: 'caio' });
    await updateServerDoc(doc(srv.firestore, 'users', 'caio'), { role: 'atendente' });
    const later = await createDoc('clients', makeClient('Depois'), { db: caio.db, actorUid: 'caio' });
    const rep2 = caio.startSync();
    await waitFor('the later client on the server', () => readOnServer(srv, 'clients', later.id));
    await waitForValue('synced', rep2.status$, (s) => s.phase === 'sincronizado' && s.pendingWrites === 0, 30_000);
    expect(await readOnServer(srv, 'clients', c.id)).toMatchObject({ _deleted: false });
    expect(await getLocal('clients', c.id, { db: caio.db })).toMatchObject({ name: 'Joana' });
    expect((await listRefusedWrites(caio.db)).map((r) => [r.documentId, r.code])).toEqual([
      [c.id, 'permission-denied'],
    ]);
    expect(titles(caio)).toEqual([]);
  });
});

describe.skipIf(!server)('edit versus delete converges for every role', { timeout: 240_000 }, () => {
  async function scenario(editorRole: Role, deleterRole: Role, editFirst: boolean) {
    const project = uniqueProjectId('demo-editdel');
    const srv = owner(project);
    const editor = await device(project, 'editor', editorRole);
    const deleter = await device(project, 'deleter', deleterRole);
    sync(editor, editorRole);
    sync(deleter, deleterRole);
    const c = await createDoc('clients', makeClient('Maria'), { db: deleter.db, actorUid: 'deleter' });
    await arrives('copy on the editor', () => getLocal('clients', c.id, { db: editor.db }));
    await editor.stopSync();
    await deleter.stopSync();
    await updateDoc('clients', c.id, { notes: 'editado offline' }, { db: editor.db, actorUid: 'editor' });
    await softDeleteDoc('clients', c.id, { db: deleter.db, actorUid: 'deleter' });
    const [first, second] = editFirst ? [editor, deleter] : [deleter, editor];
    const roleOf = (d: TestDevice) => (d === editor ? editorRole : deleterRole);
    await sync(first, roleOf(first)).awaitInSync(30_000);
    await sync(second, roleOf(second)).awaitInSync(30_000);
    for (const d of [editor, deleter]) {
      await arrives(`deleted on ${d.uid}`, async () => (await getLocal('clients', c.id, { db: d.db })) === null);
      await waitForValue(
        `${d.uid} synced`,
        d.replication!.status$,
        (s) => s.phase === 'sincronizado' && s.pendingWrites === 0,
        30_000,
      );
    }
    expect(await readOnServer(srv, 'clients', c.id)).toMatchObject({ _deleted: true, updatedBy: 'deleter' });
    // No refusal on either side, nothing set aside: the edit is in the log, restorable.
    expect([...titles(editor), ...titles(deleter)]).toEqual([]);
    expect(await listRefusedWrites(editor.db)).toEqual([]);
    expect(await listRefusedWrites(deleter.db)).toEqual([]);
    // Logged by whichever device merged (the second to push).
    const conflicts = await second.db.logs.find({ selector: { action: 'conflict', documentId: c.id } }).exec();
    expect(conflicts.map((l) => l.conflict?.field).sort()).toEqual(['_deleted', 'notes']);
    // And the queue flows on afterwards.
    const later = await createDoc('clients', makeClient('Depois'), { db: editor.db, actorUid: 'editor' });
    await waitFor('a later client on the server', () => readOnServer(srv, 'clients', later.id));
    expect(titles(editor)).toEqual([]);
  }

  it('atendente edits offline while an advogado deletes; the deletion reaches the server first', () =>
    scenario('atendente', 'advogado', false));
  it('atendente edits offline while an advogado deletes; the edit reaches the server first', () =>
    scenario('atendente', 'advogado', true));
  it('advogado edits offline while another advogado deletes', () => scenario('advogado', 'advogado', false));
});
