// Issue 16 end to end: processes that follow themselves. Chromium on the production build, Auth +
// Firestore emulators with firestore.rules, the backend's scheduled DataJud job running beside
// them (scripts/lib/backend-jobs.mjs, as under `npm start`) against a FAKE DataJud on 127.0.0.1
// (test/support/fake-datajud.mjs: the real API is on the internet):
// 1. an advogado registers a judicial process; with nobody typing, the job's first lookup brings
//    the court's history onto the timeline (marked DataJud, not counted as news) and says when
//    DataJud was consulted;
// 2. the court adds a movement: the next run brings it as news — the process page, the client's
//    process list and the home card show it, with "Criar prazo"; runs repeated never duplicate;
// 3. offline, after a reload: the process, its movements and the news read from the device;
//    "Atualizar agora" waits for the connection; "Criar prazo" opens the deadline pre-filled.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startBackendJobs } from '../../../scripts/lib/backend-jobs.mjs';
import { startFakeDatajud } from '../../support/fake-datajud.mjs';
import { goOffline, goOnline, waitForPath } from '../helpers/index.mjs';
import { addProcess, createClient, field, navigateTo } from '../records/records-steps.mjs';
import { eventually, runToken, serverWhere, signUpDevice } from '../sync/sync-steps.mjs';

const RUN = runToken('Dj');
const CLIENT = `Cliente ${RUN} Previdência`;
const JOB_EVERY_MS = 2_000;
const missing = ['FIRESTORE_EMULATOR_HOST'].filter((v) => !process.env[v]);

/**
 * A CNJ number of the TRF5 (J.TR 4.05) unique to this run, with its check digits
 * (CNJ Resolution 65/2008: 98 − (NNNNNNN AAAA JTR OOOO 00 mod 97)).
 */
function uniqueTrf5Number() {
  const [sequence, year, branch, court, origin] = [
    String(Date.now() % 10_000_000).padStart(7, '0'),
    '2025',
    '4',
    '05',
    '8100',
  ];
  const check = String(98n - (BigInt(`${sequence}${year}${branch}${court}${origin}00`) % 97n)).padStart(2, '0');
  return {
    digits: `${sequence}${check}${year}${branch}${court}${origin}`,
    formatted: `${sequence}-${check}.${year}.${branch}.${court}.${origin}`,
  };
}

const at = (iso) => iso.replace(/\.\d{3}Z$/, '.000Z');
/** A movement as DataJud sends it. */
const movement = (codigo, nome, dataHora, complemento) => ({
  codigo,
  nome,
  dataHora: at(dataHora),
  ...(complemento
    ? { complementosTabelados: [{ codigo: 4, valor: 1, nome: complemento, descricao: 'tipo_de_documento' }] }
    : {}),
});

describe(
  'DataJud: court movements without anyone typing, read offline',
  { skip: missing.length ? `needs ${missing.join(', ')}` : false },
  () => {
    const cnj = uniqueTrf5Number();
    const key = `trf5/${cnj.digits}`;
    let datajud;
    let jobs;
    let device;
    let processPath;

    before(async () => {
      datajud = await startFakeDatajud();
      // The court already holds the process's history (two movements).
      datajud.processes.set(key, [
        {
          classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
          orgaoJulgador: { codigo: 4321, nome: '7ª Vara Federal de Fortaleza' },
          assuntos: [{ codigo: 6177, nome: 'Aposentadoria por Tempo de Contribuição' }],
          dataHoraUltimaAtualizacao: at('2026-11-20T13:00:00.000Z'),
          movimentos: [
            movement(26, 'Distribuição', '2026-11-03T12:00:00.000Z'),
            movement(51, 'Conclusão', '2026-11-20T13:00:00.000Z'),
          ],
        },
      ]);
      jobs = await startBackendJobs({
        firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
        datajud: { url: datajud.url, apiKey: datajud.apiKey, everyMs: JOB_EVERY_MS, minAgeMs: 1, retryBaseMs: 200 },
      });
      device = await signUpDevice({ displayName: `Otávio ${RUN} Advogado`, role: 'advogado' });
    });
    after(async () => {
      if (device) await goOnline(device.page).catch(() => undefined);
      await device?.app.close();
      await jobs?.stop();
      await datajud?.close();
    });

    const timeline = (page) => page.getByRole('list', { name: /Andamentos do processo/ });
    const entry = (page, status) => timeline(page).getByRole('listitem').filter({ hasText: status });
    const datajudEntriesOnServer = async (processId) =>
      (await serverWhere('status_proccess', 'processId', processId)).filter(
        (e) => e.source === 'datajud' && !e._deleted,
      );

    test('1. a judicial process gets its history from DataJud with nobody typing, and says when DataJud was consulted', async () => {
      const { page } = device;
      await createClient(page, { name: CLIENT });
      await addProcess(page, { cnj: cnj.formatted, subject: 'Aposentadoria' });
      processPath = page.url().slice(new URL(page.url()).origin.length);

      await entry(page, 'Distribuição').waitFor({ timeout: 60_000 });
      await entry(page, 'Conclusão').waitFor();
      // The backend writes the entries, then the outcome on the process: the line follows a moment later.
      await page
        .getByTestId('datajud-status')
        .getByText(/^Consultado no DataJud em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
        .waitFor();
      const panel = page.getByRole('region', { name: 'DataJud' });
      await panel.getByText('TRF5', { exact: true }).waitFor();
      await panel
        .getByText('Classe: Procedimento Comum Cível · Assuntos: Aposentadoria por Tempo de Contribuição')
        .waitFor();
      await entry(page, 'Distribuição').getByText('DataJud', { exact: true }).waitFor();
      // The history is not news: no "N novas movimentações", no "Nova" on the entries.
      assert.equal(await panel.getByText(/novas? movimentaç/).count(), 0);
      assert.equal(await timeline(page).getByText('Nova', { exact: true }).count(), 0);
    });

    test("2. a new court movement arrives as news: process page, client's list and home card; repeated runs never duplicate", async () => {
      const { page } = device;
      const processId = new URL(page.url()).searchParams.get('processo');
      assert.ok(processId, `the process page's URL names the process: ${page.url()}`);
      const hit = datajud.processes.get(key)[0];
      hit.movimentos.push(movement(12265, 'Expedição de Intimação', '2026-11-24T14:30:00.000Z', 'Intimação'));
      hit.dataHoraUltimaAtualizacao = at('2026-11-24T14:30:00.000Z');

      const panel = page.getByRole('region', { name: 'DataJud' });
      await panel.getByText('1 nova movimentação').waitFor({ timeout: 60_000 });
      const intimacao = entry(page, 'Expedição de Intimação');
      await intimacao.getByText('Nova', { exact: true }).waitFor();
      await intimacao.getByRole('link', { name: /Criar prazo/ }).waitFor();
      // Only the new movement is news: the two of the first import carry no "Nova" (issue 30).
      assert.equal(await timeline(page).getByText('Nova', { exact: true }).count(), 1);

      // Several more runs (every 2 s) find nothing new: still three DataJud entries, once each.
      const requestsBefore = datajud.requests.length;
      await eventually(
        async () => ({ ok: datajud.requests.length >= requestsBefore + 2, detail: datajud.requests.length }),
        { timeout: 30_000, what: 'two more DataJud runs' },
      );
      const entries = await datajudEntriesOnServer(processId);
      assert.deepEqual(entries.map((e) => e.status).sort(), ['Conclusão', 'Distribuição', 'Expedição de Intimação']);

      // The client's process list badges it; the home card lists it.
      await page.getByRole('button', { name: 'Processos do cliente' }).click();
      const row = page
        .getByRole('table', { name: 'Processos do cliente' })
        .getByRole('row')
        .filter({ hasText: cnj.formatted });
      await row.getByText('1 nova movimentação').waitFor();
      await navigateTo(page, 'Início');
      await waitForPath(page, '/');
      const card = page.getByRole('list', { name: 'Processos com movimentações novas' });
      await card.getByRole('link', { name: new RegExp(cnj.formatted.replace(/[.]/g, '\\.')) }).waitFor();
    });

    test('3. offline after a reload: the movements and the news read from the device; "Criar prazo" opens the deadline pre-filled', async () => {
      const { page } = device;
      assert.ok(processPath, 'needs the process of test 1');
      await goOffline(page);
      await page.goto(processPath);
      await entry(page, 'Expedição de Intimação').waitFor({ timeout: 30_000 });
      await entry(page, 'Distribuição').waitFor();
      const panel = page.getByRole('region', { name: 'DataJud' });
      await panel.getByText('1 nova movimentação').waitFor();
      assert.match(await page.getByTestId('datajud-status').innerText(), /^Consultado no DataJud em /);
      // Asking DataJud needs the server: disabled, with the reason.
      assert.equal(await panel.getByRole('button', { name: /Atualizar agora/ }).isDisabled(), true);
      await panel.getByText('Disponível quando houver conexão').waitFor();

      // DataJud filled the court, which the form had left empty.
      assert.equal(
        await field(page.getByRole('form', { name: 'Dados do processo' }), 'Vara / órgão').inputValue(),
        '7ª Vara Federal de Fortaleza',
      );

      await entry(page, 'Expedição de Intimação')
        .getByRole('link', { name: /Criar prazo/ })
        .click();
      await waitForPath(page, '/eventos/cadastrar');
      const form = page.getByRole('main');
      await field(form, 'Título').waitFor();
      assert.equal(await field(form, 'Título').inputValue(), 'Prazo: Expedição de Intimação');
      assert.equal(await field(form, 'Tipo').inputValue(), 'prazo');
    });
  },
);
