// Issue 11 — two browsers editing one client (Chromium, production build, Auth + Firestore
// emulators with firestore.rules; two advogados, each on an own Chromium profile):
// 9. both online, different fields saved at the same instant, three rounds: A, B and the
//    server end with both edits every time, and no conflict is logged (the push is a
//    compare-and-set: the second writer merges instead of overwriting);
// 10. B's form, opened before A saved a phone, saved after A's save arrived: A's phone stays;
// 11. edit versus delete, both offline: A deletes the client, B edits its notes. Back online
//    the client is deleted everywhere, and /logs holds the deletion and B's note as conflicts;
//    'Restaurar este valor' brings the record back and then B's note, on A, B and the server.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goOffline, goOnline, waitForPath } from '../helpers/index.mjs';
import {
  clientForm,
  clientLink,
  createClient,
  digits,
  eventually,
  field,
  listedClientCount,
  navigateTo,
  openClient,
  readClientForm,
  readSyncIndicator,
  runToken,
  searchClients,
  serverDoc,
  serverWhere,
  signUpDevices,
  waitForToastTitle,
} from './sync-steps.mjs';

const RUN = runToken('Corrida');
const CONFLICT_LABEL = 'Conflito de sincronização';

describe('sync: two browsers editing one client', () => {
  let a;
  let b;

  before(async () => {
    [a, b] = await signUpDevices(
      [{ displayName: `Alice ${RUN} Advogada`, role: 'advogado' }, { live: true }],
      [{ displayName: `Bento ${RUN} Advogado`, role: 'advogado' }, { live: true }],
    );
  });
  after(async () => {
    await Promise.all([goOnline(a?.page).catch(() => undefined), goOnline(b?.page).catch(() => undefined)]);
    await Promise.all([a?.app?.close(), b?.app?.close()]);
  });

  async function indicators() {
    const [sa, sb] = await Promise.all([
      readSyncIndicator(a.page).catch((e) => e.message),
      readSyncIndicator(b.page).catch((e) => e.message),
    ]);
    return { A: sa.text ?? sa, B: sb.text ?? sb };
  }

  test('9. both online, different fields saved at the same instant: both edits on A, B and the server, 3 rounds out of 3', async () => {
    for (let round = 1; round <= 3; round++) {
      const name = `Cliente ${RUN} Mesmo Instante ${round}`;
      const id = await createClient(a.page, { name, phone: '11911112222', notes: 'Original.' });
      await openClient(b.page, name);
      const phone = `1194444${String(round).padStart(4, '0')}`;
      const notes = `Rodada ${round} (${RUN}): notas de B.`;
      const formA = clientForm(a.page);
      const formB = clientForm(b.page);
      await field(formA, 'Telefone').fill(phone);
      await field(formB, 'Observações').fill(notes);
      // Both clicks are sent together: the two pushes race to the server.
      await Promise.all([
        formA.getByRole('button', { name: 'Salvar' }).click(),
        formB.getByRole('button', { name: 'Salvar' }).click(),
      ]);
      await Promise.all(
        [
          ['A', a.page],
          ['B', b.page],
        ].map(([device, page]) =>
          waitForToastTitle(page, 'Salvo').catch(async (error) => {
            const alerts = await page
              .getByRole('alert')
              .allInnerTexts()
              .catch(() => []);
            throw new Error(
              `round ${round}, device ${device}: no 'Salvo' (${error.message.split('\n')[0]}); alerts: ${JSON.stringify(alerts)}; at ${page.url()}`,
            );
          }),
        ),
      );
      try {
        await eventually(
          async () => {
            const [onA, onB, server] = await Promise.all([
              readClientForm(a.page, ['Telefone', 'Observações']),
              readClientForm(b.page, ['Telefone', 'Observações']),
              serverDoc('clients', id),
            ]);
            const seen = { A: onA, B: onB, server: { Telefone: server?.phone, Observações: server?.notes } };
            return {
              ok: Object.values(seen).every((v) => digits(v.Telefone) === phone && v.Observações === notes),
              detail: seen,
            };
          },
          { timeout: 30_000, interval: 250, what: `round ${round}: both edits on A, B and the server` },
        );
      } catch (error) {
        throw new Error(`${error.message}\nindicators: ${JSON.stringify(await indicators())}`);
      }
      const conflicts = (await serverWhere('logs', 'documentId', id)).filter((l) => l.action === 'conflict');
      assert.deepEqual(conflicts, [], `round ${round}: edits of different fields merge without a conflict entry`);
    }
  });

  test("10. B types in a form opened before A's save arrives, then saves: A's edit is kept (only B's own change is written)", async () => {
    const name = `Cliente ${RUN} Formulario Aberto`;
    const id = await createClient(a.page, { name, phone: '11911112222', notes: 'Original.' });
    await openClient(b.page, name);
    const notes = `Nota de B (${RUN}) digitada com o formulário aberto.`;
    await field(clientForm(b.page), 'Observações').fill(notes);
    await field(clientForm(a.page), 'Telefone').fill('11955556666');
    await clientForm(a.page).getByRole('button', { name: 'Salvar' }).click();
    await waitForToastTitle(a.page, 'Salvo');
    // A's phone reaches B's replica while B's form still shows the old one.
    await eventually(
      async () => {
        const server = await serverDoc('clients', id);
        return { ok: digits(server?.phone) === '11955556666', detail: server?.phone };
      },
      { timeout: 20_000, what: "A's phone on the server" },
    );
    await b.page.waitForTimeout(2_000);
    await clientForm(b.page).getByRole('button', { name: 'Salvar' }).click();
    await waitForToastTitle(b.page, 'Salvo');
    await eventually(
      async () => {
        const server = await serverDoc('clients', id);
        return {
          ok: digits(server?.phone) === '11955556666' && server?.notes === notes,
          detail: { phone: server?.phone, notes: server?.notes },
        };
      },
      { timeout: 30_000, interval: 250, what: "A's phone and B's note on the server" },
    );
  });

  test('11. offline on both, A deletes and B edits: deleted everywhere, both logged; restoring brings the record and then the note back everywhere', async () => {
    const name = `Cliente ${RUN} Excluir e Editar`;
    const id = await createClient(a.page, { name, notes: 'Observação original.' });
    await openClient(b.page, name);
    const note = `Nota de B (${RUN}): o cliente ligou às 15h.`;

    await Promise.all([goOffline(a.page), goOffline(b.page)]);
    await a.page.getByRole('button', { name: 'Excluir cliente' }).click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await waitForPath(a.page, '/clientes');
    await a.page.waitForTimeout(50); // B's edit is the later write (one machine's clock)
    await field(clientForm(b.page), 'Observações').fill(note);
    await clientForm(b.page).getByRole('button', { name: 'Salvar' }).click();
    await waitForToastTitle(b.page, 'Salvo');
    await Promise.all([goOnline(a.page), goOnline(b.page)]);

    // An edit never brings a deleted record back by itself: deleted on the server and on both lists.
    await searchClients(b.page, name);
    await searchClients(a.page, name);
    try {
      await eventually(
        async () => {
          const [server, onA, onB] = await Promise.all([
            serverDoc('clients', id),
            listedClientCount(a.page),
            listedClientCount(b.page),
          ]);
          return {
            ok: server?._deleted === true && onA === 0 && onB === 0,
            detail: { server: { _deleted: server?._deleted, notes: server?.notes }, listedOnA: onA, listedOnB: onB },
          };
        },
        { timeout: 30_000, interval: 250, what: 'the client deleted on the server, A and B' },
      );
    } catch (error) {
      throw new Error(`${error.message}\nindicators: ${JSON.stringify(await indicators())}`);
    }
    // …and nothing is silently gone: the deletion and B's note are conflict entries.
    const entries = await eventually(
      async () => {
        const logs = (await serverWhere('logs', 'documentId', id)).filter((l) => l.action === 'conflict');
        const fields = logs.map((l) => l.conflict?.field).sort();
        return {
          ok: fields.includes('_deleted') && fields.includes('notes'),
          detail: logs.map((l) => l.conflict),
          value: logs,
        };
      },
      { timeout: 30_000, what: 'conflict entries for the deletion and the note on the server' },
    );
    const noteEntry = entries.value.find((l) => l.conflict.field === 'notes');
    assert.equal(JSON.parse(noteEntry.conflict.lostValue), note, "the note entry keeps B's text");

    // A brings the record back from its /logs, then B's note.
    await openConflictsOf(a.page, id);
    const deletionRow = a.page.getByRole('row').filter({ hasText: 'o registro continua excluído' });
    await deletionRow.getByRole('button', { name: 'Restaurar este valor' }).click({ timeout: 20_000 });
    let dialog = a.page.getByRole('dialog', { name: CONFLICT_LABEL });
    await dialog.getByRole('button', { name: 'Restaurar este valor' }).click();
    await waitForToastTitle(a.page, 'Registro restaurado');
    const noteRow = a.page.getByRole('row').filter({ hasText: 'em "Observações"' });
    await noteRow.getByRole('button', { name: 'Restaurar este valor' }).click();
    dialog = a.page.getByRole('dialog', { name: CONFLICT_LABEL });
    await dialog.getByText(note).first().waitFor();
    await dialog.getByRole('button', { name: 'Restaurar este valor' }).click();
    await waitForToastTitle(a.page, 'Valor restaurado');

    await searchClients(b.page, name);
    await clientLink(b.page, name).first().waitFor({ timeout: 30_000 });
    await Promise.all([openClient(a.page, name), openClient(b.page, name)]);
    await eventually(
      async () => {
        const [onA, onB, server] = await Promise.all([
          readClientForm(a.page, ['Observações']),
          readClientForm(b.page, ['Observações']),
          serverDoc('clients', id),
        ]);
        const seen = { A: onA.Observações, B: onB.Observações, server: server?.notes, deleted: server?._deleted };
        return {
          ok: seen.A === note && seen.B === note && seen.server === note && seen.deleted === false,
          detail: seen,
        };
      },
      { timeout: 30_000, interval: 250, what: "the record and B's note back on A, B and the server" },
    );
  });

  /** /logs filtered to the conflict entries of one document. */
  async function openConflictsOf(page, documentId) {
    await navigateTo(page, 'Logs');
    await waitForPath(page, '/logs');
    await page.getByRole('searchbox').first().fill(documentId);
    await page.getByLabel('Ação', { exact: true }).selectOption({ label: CONFLICT_LABEL });
  }
});
