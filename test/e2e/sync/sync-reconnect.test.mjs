// Issue 10, item 5 (scenarios 2, 3, 6) — back online after working offline (Chromium,
// production build, Auth + Firestore emulators; two advogados, each on an own Chromium
// profile; A's profile directory is kept so A can be relaunched as the same device):
// 2. the same client, different fields edited offline on A (phone) and B (notes): after
//    reconnecting, both devices and the server hold both edits, and no conflict is logged;
// 3. the same field: one value (the later edit) wins on A, B and the server; the other is a
//    conflict entry in /logs on both devices, and 'Restaurar este valor' brings it back everywhere;
// 6. clients queued offline on A, A's browser closed as soon as their push goes out, the
//    same profile opened again: the rest is pushed, nothing duplicated (server over REST, and B).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goOffline, goOnline, waitForPath } from '../helpers/index.mjs';
import { launchAppInProfile, makeProfileDir, removeProfileDir } from '../helpers/profile.mjs';
import { signedInUid } from '../helpers/page-script.mjs';
import {
  createClient,
  createClientsViaForm,
  digits,
  editClient,
  eventually,
  listedClientCount,
  navigateTo,
  openClient,
  readClientForm,
  readSyncIndicator,
  runToken,
  searchClients,
  serverDoc,
  serverWhere,
  serverWithPrefix,
  signUpDevices,
  syncIndicator,
  waitForSynced,
  waitForToastTitle,
} from './sync-steps.mjs';

const RUN = runToken('Volta');
const CONFLICT_LABEL = 'Conflito de sincronização';
/** Clients queued offline before the interrupted push (scenario 6). */
const QUEUED = 60;

describe('sync: back online after working offline', () => {
  const profileDir = makeProfileDir();
  let a;
  let b;

  before(async () => {
    [a, b] = await signUpDevices(
      [
        { displayName: `Alice ${RUN} Advogada`, role: 'advogado' },
        { live: true, profileDir },
      ],
      [{ displayName: `Bento ${RUN} Advogado`, role: 'advogado' }, { live: true }],
    );
  });
  after(async () => {
    await Promise.all([goOnline(a?.page).catch(() => undefined), goOnline(b?.page).catch(() => undefined)]);
    await Promise.all([a?.app?.close(), b?.app?.close()]);
    removeProfileDir(profileDir);
  });

  /** A creates the client online; B opens it once it has arrived. Both end on its Dados tab. */
  async function clientOnBothDevices(name, values) {
    const id = await createClient(a.page, { name, ...values });
    await openClient(b.page, name);
    return id;
  }

  /** What A, B and the server hold for the given labels / fields, for assertions and messages. */
  async function everywhere(id, labels, fields) {
    const [onA, onB, server] = await Promise.all([
      readClientForm(a.page, labels),
      readClientForm(b.page, labels),
      serverDoc('clients', id),
    ]);
    const onServer = Object.fromEntries(labels.map((label, i) => [label, server?.[fields[i]] ?? '(ausente)']));
    return { A: onA, B: onB, server: onServer };
  }

  async function indicators() {
    const [sa, sb] = await Promise.all([
      readSyncIndicator(a.page).catch((e) => e.message),
      readSyncIndicator(b.page).catch((e) => e.message),
    ]);
    return { A: sa.text ?? sa, B: sb.text ?? sb };
  }

  test('2. offline on both, phone edited on A and notes on B: back online, A, B and the server hold both', async () => {
    const name = `Cliente ${RUN} Campos Diferentes`;
    const id = await clientOnBothDevices(name, { phone: '11911112222', notes: 'Primeiro atendimento por telefone.' });

    await Promise.all([goOffline(a.page), goOffline(b.page)]);
    await editClient(a.page, { Telefone: '11933334444' });
    await editClient(b.page, { Observações: `Notas de ${RUN}: prefere contato por e-mail.` });
    await Promise.all([goOnline(a.page), goOnline(b.page)]);

    const expected = { Telefone: '11933334444', Observações: `Notas de ${RUN}: prefere contato por e-mail.` };
    let last;
    try {
      await eventually(
        async () => {
          last = await everywhere(id, ['Telefone', 'Observações'], ['phone', 'notes']);
          const ok = Object.values(last).every(
            (v) => digits(v.Telefone) === expected.Telefone && v.Observações === expected.Observações,
          );
          return { ok, detail: last };
        },
        { timeout: 30_000, interval: 250, what: 'both edits on A, B and the server' },
      );
    } catch (error) {
      throw new Error(
        `${error.message}\nexpected everywhere: ${JSON.stringify(expected)}\nindicators: ${JSON.stringify(await indicators())}`,
      );
    }
    const conflicts = (await serverWhere('logs', 'documentId', id)).filter((l) => l.action === 'conflict');
    assert.deepEqual(conflicts, [], 'edits of different fields merge without a conflict entry');
  });

  test('3. offline on both, the same field: the later edit wins everywhere, the other is a conflict in /logs on both devices and can be restored', async () => {
    const name = `Cliente ${RUN} Mesmo Campo`;
    const id = await clientOnBothDevices(name, { notes: 'Observação original.' });
    const fromA = `Versão de A (${RUN}): reunião marcada para segunda.`;
    const fromB = `Versão de B (${RUN}): reunião marcada para terça.`;

    await Promise.all([goOffline(a.page), goOffline(b.page)]);
    await editClient(a.page, { Observações: fromA });
    await a.page.waitForTimeout(50); // B's edit is the later one (device clocks are the same machine's)
    await editClient(b.page, { Observações: fromB });
    await Promise.all([goOnline(a.page), goOnline(b.page)]);

    // One value everywhere.
    let agreed;
    try {
      const result = await eventually(
        async () => {
          const seen = await everywhere(id, ['Observações'], ['notes']);
          const values = new Set(Object.values(seen).map((v) => v.Observações));
          return {
            ok: values.size === 1 && [fromA, fromB].includes([...values][0]),
            detail: seen,
            value: [...values][0],
          };
        },
        { timeout: 30_000, interval: 250, what: 'one value of "Observações" on A, B and the server' },
      );
      agreed = result.value;
    } catch (error) {
      throw new Error(`${error.message}\nindicators: ${JSON.stringify(await indicators())}`);
    }
    console.log(`# scenario 3: kept everywhere: ${agreed === fromB ? "B's (later) value" : "A's (earlier) value"}`);
    assert.equal(agreed, fromB, 'the later edit (B) wins (docs/architecture.md: later updatedAt)');
    const lost = agreed === fromA ? fromB : fromA;

    // The lost value is a conflict entry on the server and in /logs on both devices.
    const entries = await eventually(
      async () => {
        const logs = (await serverWhere('logs', 'documentId', id)).filter((l) => l.action === 'conflict');
        return { ok: logs.length > 0, detail: logs, value: logs };
      },
      { timeout: 20_000, what: 'a conflict entry on the server' },
    );
    assert.ok(
      entries.value.some((l) => l.conflict?.field === 'notes' && JSON.parse(l.conflict.lostValue) === lost),
      `the conflict entry keeps the lost value (${JSON.stringify(entries.value.map((l) => l.conflict))})`,
    );
    for (const [device, page] of [
      ['A', a.page],
      ['B', b.page],
    ]) {
      await openConflictsOf(page, id);
      await page
        .getByRole('button', { name: 'Restaurar este valor' })
        .first()
        .waitFor({ timeout: 20_000 })
        .catch((error) => {
          throw new Error(`device ${device}: no conflict entry for the client in /logs (${error.message})`);
        });
    }

    // A restores the lost value from its /logs; it comes back on A, B and the server.
    await a.page.getByRole('button', { name: 'Restaurar este valor' }).first().click();
    const dialog = a.page.getByRole('dialog', { name: CONFLICT_LABEL });
    await dialog.getByText(lost).first().waitFor();
    await dialog.getByRole('button', { name: 'Restaurar este valor' }).click();
    await waitForToastTitle(a.page, 'Valor restaurado');

    await Promise.all([openClient(a.page, name), openClient(b.page, name)]);
    await eventually(
      async () => {
        const seen = await everywhere(id, ['Observações'], ['notes']);
        return { ok: Object.values(seen).every((v) => v.Observações === lost), detail: seen };
      },
      { timeout: 30_000, interval: 250, what: 'the restored value on A, B and the server' },
    );
  });

  /** /logs filtered to the conflict entries of one document. */
  async function openConflictsOf(page, documentId) {
    await navigateTo(page, 'Logs');
    await waitForPath(page, '/logs');
    await page.getByRole('searchbox').first().fill(documentId);
    await page.getByLabel('Ação', { exact: true }).selectOption({ label: CONFLICT_LABEL });
  }

  test('6. A closed right after its push starts; reopened on the same profile, the rest is pushed, nothing duplicated', async () => {
    const prefix = `Fila ${RUN} `;
    const names = Array.from({ length: QUEUED }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
    const uidA = await signedInUid(a.page);
    await searchClients(b.page, prefix.trim());
    await b.page.getByText('Nenhum cliente encontrado').waitFor();

    await goOffline(a.page);
    const { ids } = await createClientsViaForm(a.page, names);
    assert.equal(new Set(ids).size, QUEUED);

    // The push has started when a request to Firestore carries one of the new clients.
    const firestore = `http://${process.env.FIRESTORE_EMULATOR_HOST}/`;
    let pushStarted;
    const started = new Promise((resolve) => (pushStarted = resolve));
    a.page.on('request', (request) => {
      if (!request.url().startsWith(firestore)) return;
      const body = request.postData() ?? '';
      const carried = ids.filter((id) => body.includes(id)).length;
      if (carried > 0) pushStarted({ at: Date.now(), carried, url: request.url().replace(/\?.*/, '') });
    });
    const online = Date.now();
    await goOnline(a.page);
    const push = await Promise.race([
      started,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no push of the new clients within 30 s')), 30_000)),
    ]);
    await a.app.close();
    const closed = Date.now();
    const atClose = (await serverWithPrefix('clients', 'name', prefix)).length;
    await new Promise((r) => setTimeout(r, 1_000));
    const settled = (await serverWithPrefix('clients', 'name', prefix)).length;
    console.log(
      `# scenario 6: push started ${push.at - online} ms after reconnecting (${push.carried} of the new clients in ${push.url.split('/').slice(-2).join('/')}); ` +
        `A closed ${closed - push.at} ms later; the server had ${atClose} of ${QUEUED} then, ${settled} a second later`,
    );

    // The same device again: same profile directory, still signed in.
    const relaunched = await launchAppInProfile(profileDir);
    a = { app: relaunched, page: relaunched.page };
    const reopened = Date.now();
    await a.page.goto('/');
    await syncIndicator(a.page).waitFor({ timeout: 60_000 });
    await waitForSynced(a.page, 120_000);
    const onServer = await eventually(
      async () => {
        const docs = await serverWithPrefix('clients', 'name', prefix);
        return { ok: docs.length >= QUEUED, detail: docs.length, value: docs };
      },
      { timeout: 60_000, what: `the server has the ${QUEUED} clients` },
    );
    console.log(
      `# scenario 6: after reopening, A synced and the server had all clients ${Date.now() - reopened} ms after the relaunch`,
    );

    const docs = onServer.value;
    assert.equal(docs.length, QUEUED, `the server has ${docs.length} clients for ${QUEUED} created`);
    assert.deepEqual(new Set(docs.map((d) => d.id)), new Set(ids), 'exactly the ids created on A');
    assert.equal(new Set(docs.map((d) => d.name)).size, QUEUED, 'each name once');

    const created = (await serverWhere('logs', 'actorUid', uidA)).filter(
      (l) => l.action === 'create' && l.collectionName === 'clients' && ids.includes(l.documentId),
    );
    assert.equal(created.length, QUEUED, `one audit entry per client on the server (${created.length})`);
    assert.equal(new Set(created.map((l) => l.documentId)).size, QUEUED);

    await eventually(
      async () => {
        const n = await listedClientCount(b.page);
        return { ok: n === QUEUED, detail: n };
      },
      { timeout: 60_000, interval: 200, what: `B lists the ${QUEUED} clients` },
    );
    // Nothing more arrives later on B (a duplicate would raise the count).
    await b.page.waitForTimeout(1_500);
    assert.equal(await listedClientCount(b.page), QUEUED);

    // A itself still lists each client once.
    await searchClients(a.page, prefix.trim());
    await eventually(
      async () => {
        const n = await listedClientCount(a.page);
        return { ok: n === QUEUED, detail: n };
      },
      { timeout: 20_000, what: `A lists the ${QUEUED} clients` },
    );
  });
});
