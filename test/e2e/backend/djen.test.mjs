// Issue 28 end to end: intimations find the lawyer. Chromium on the production build, Auth +
// Firestore emulators with firestore.rules, the backend's scheduled DJEN job running beside them
// (scripts/lib/backend-jobs.mjs, as under `npm start`) against a FAKE DJEN on 127.0.0.1
// (test/support/fake-djen.mjs, the Comunica PJe API's documented shape: the real one is on the internet):
// 1. two lawyers of the firm with their OAB; with nobody typing, the job finds a publication of a
//    process of the firm (its timeline, the home card, the navigation badge) and one of an
//    unknown process naming both lawyers (one entry, in both triage lists);
// 2. offline, the lawyer attaches it to the process and creates its deadline (15 business days
//    from the publication); after a reload, still offline, the device keeps it all;
// 3. back online, the other lawyer's device has the attachment and the deadline.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startBackendJobs } from '../../../scripts/lib/backend-jobs.mjs';
import { djenCommunication, startFakeDjen } from '../../support/fake-djen.mjs';
import { goOffline, goOnline, setStaffAccess, waitForPath } from '../helpers/index.mjs';
import { addProcess, createClient, navigateTo } from '../records/records-steps.mjs';
import { eventually, runToken, serverDoc, serverWhere, signUpDevices } from '../sync/sync-steps.mjs';

const RUN = runToken('Dj');
const CLIENT = `Cliente ${RUN} Intimada`;
const JOB_EVERY_MS = 2_000;
const missing = ['FIRESTORE_EMULATOR_HOST'].filter((v) => !process.env[v]);

/** A TJSP number (J.TR 8.26) unique to this run, with its check digits (CNJ Res. 65/2008). */
function uniqueTjspNumber(offset) {
  const [sequence, year, branch, court, origin] = [
    String((Date.now() + offset) % 10_000_000).padStart(7, '0'),
    '2026',
    '8',
    '26',
    '0100',
  ];
  const check = String(98n - (BigInt(`${sequence}${year}${branch}${court}${origin}00`) % 97n)).padStart(2, '0');
  return {
    digits: `${sequence}${check}${year}${branch}${court}${origin}`,
    formatted: `${sequence}-${check}.${year}.${branch}.${court}.${origin}`,
  };
}

const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const br = (day) => day.split('-').reverse().join('/');
const oabNumber = String(100000 + (Date.now() % 800000));
const ANA = { name: `ANA ${RUN}`, uf: 'SP', number: oabNumber };
const BRUNO = { name: `BRUNO ${RUN}`, uf: 'SP', number: String(Number(oabNumber) + 1) };

describe(
  'DJEN: intimations find the lawyer, triaged into deadlines offline',
  { skip: missing.length ? `needs ${missing.join(', ')}` : false },
  () => {
    const known = uniqueTjspNumber(0);
    const unknown = uniqueTjspNumber(7);
    const idBase = Number(String(Date.now()).slice(-8)) * 10;
    const matched = djenCommunication({
      id: idBase + 1,
      day: today,
      cnj: known.digits,
      lawyers: [ANA],
      kind: 'Intimação',
      text: `Processo ${known.formatted}\n\rINTIMAÇÃO: manifeste-se a parte autora sobre o laudo.`,
    });
    const loose = djenCommunication({
      id: idBase + 2,
      day: today,
      cnj: unknown.digits,
      lawyers: [ANA, BRUNO],
      kind: 'Intimação',
      masked: false,
      text: 'Fica intimada a parte ré para contrarrazões.',
    });
    let djen;
    let jobs;
    let ana;
    let bruno;
    let processPath;

    before(async () => {
      djen = await startFakeDjen();
      // The unknown process's publication is there from the start; the known one arrives after the process exists.
      djen.communications.push(loose);
      jobs = await startBackendJobs({
        firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
        djen: { url: djen.url, everyMs: JOB_EVERY_MS, retryBaseMs: 200, lookbackDays: 2 },
      });
      [ana, bruno] = await signUpDevices(
        [{ displayName: `Ana ${RUN} Advogada`, role: 'advogado' }],
        [{ displayName: `Bruno ${RUN} Advogado`, role: 'advogado' }],
      );
      await setStaffAccess(ana.user.email, { oab: { uf: ANA.uf, number: ANA.number } });
      await setStaffAccess(bruno.user.email, { oab: { uf: BRUNO.uf, number: BRUNO.number } });
    });
    after(async () => {
      for (const d of [ana, bruno]) if (d) await goOnline(d.page).catch(() => undefined);
      await ana?.app.close();
      await bruno?.app.close();
      await jobs?.stop();
      await djen?.close();
    });

    const timeline = (page) => page.getByRole('list', { name: /Andamentos do processo/ });
    const triageList = (page) => page.getByRole('list', { name: 'Publicações a triar' });
    const looseItem = (page) => page.locator(`[data-publication-id="djen-${loose.id}"]`);

    test('1. the job finds both publications by OAB: the process timeline, the home card, the badge, and one triage entry for both lawyers', async () => {
      const { page } = ana;
      await createClient(page, { name: CLIENT });
      await addProcess(page, { cnj: known.formatted, subject: 'Cobrança' });
      processPath = page.url().slice(new URL(page.url()).origin.length);
      // Once the process reached the server, DJEN has an intimation in it.
      await eventually(async () => ({ ok: (await serverWhere('proccess', 'cnj', known.digits)).length === 1 }), {
        timeout: 30_000,
        what: 'the process on the server',
      });
      djen.communications.push(matched);

      const entry = timeline(page).getByRole('listitem').filter({ hasText: 'DJEN TJSP' });
      await entry.waitFor({ timeout: 90_000 });
      await entry.getByText(`Disponibilizada em ${br(today)}`).waitFor();
      await entry.getByText('Nova publicação').waitFor();
      await entry.getByRole('button', { name: /Ver texto completo/ }).click();
      assert.match(
        await entry.getByTestId('publication-text').innerText(),
        /manifeste-se a parte autora sobre o laudo/,
      );

      await navigateTo(page, 'Início');
      await waitForPath(page, '/');
      const card = page.getByRole('list', { name: /Publicações novas/ });
      await eventually(
        async () => ({
          ok: (await card.getByRole('link').count()) === 2,
          detail: await card.getByRole('link').count(),
        }),
        { timeout: 60_000, what: 'two new publications on the home card' },
      );
      await card.getByRole('link', { name: /A triar/ }).waitFor();
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .first()
        .getByLabel('2 publicações novas')
        .waitFor();

      // One document on the server for the publication naming both lawyers, both named in it.
      const doc = await serverDoc('status_proccess', `djen-${loose.id}`);
      assert.equal(doc.triage, 'pending');
      assert.equal(doc.processId, '');
      assert.equal(doc.djen.lawyerUids.length, 2);
      for (const device of [ana, bruno]) {
        // The link's name carries its badge ("Publicações 2 publicações novas").
        await device.page
          .getByRole('navigation', { name: 'Navegação principal' })
          .first()
          .getByRole('link', { name: /^Publicações/ })
          .click();
        await waitForPath(device.page, '/publicacoes');
        await triageList(device.page)
          .getByTestId('publication-item')
          .first()
          .waitFor({ timeout: 60_000 })
          .catch(async (error) => {
            const shown = await device.page
              .locator('main')
              .innerText()
              .catch(() => '(no main)');
            throw new Error(
              `${device === ana ? 'Ana' : 'Bruno'}: no publication to triage on ${device.page.url()}; the page shows:\n${shown.slice(0, 1500)}`,
              { cause: error },
            );
          });
        assert.equal(await triageList(device.page).getByTestId('publication-item').count(), 1);
      }
    });

    test('2. offline: the lawyer attaches it to the process and creates its deadline; a reload keeps it all', async () => {
      const { page } = ana;
      await goOffline(page);
      const item = looseItem(page);
      await item.getByRole('button', { name: 'Anexar a um processo' }).click();
      await item.getByLabel('Cliente', { exact: true }).fill(CLIENT);
      await item
        .getByRole('button', { name: new RegExp(CLIENT) })
        .first()
        .click();
      await item.getByLabel('Processo', { exact: true }).selectOption({ label: `${known.formatted} — Cobrança` });
      await item.getByRole('button', { name: 'Anexar', exact: true }).click();
      // It left the triage list; it is on the process's timeline now, in "Publicações novas".
      await page.getByRole('heading', { name: 'Publicações a triar (0)' }).waitFor();
      const attached = looseItem(page);
      await attached.getByText('Anexada a processo').waitFor();
      const due = await attached.getByTestId('publication-deadline-due').innerText();
      assert.match(due, /^\d{2}\/\d{2}\/\d{4} \(15 dias úteis\)$/);
      await attached.getByRole('button', { name: /Criar prazo/ }).click();
      const created = `Prazo criado: ${due.slice(0, 10)}`;
      await attached.getByText(created).waitFor();

      await page.goto(processPath);
      await timeline(page).getByText(created).waitFor({ timeout: 30_000 });
      await page.goto('/');
      await page
        .getByRole('list', { name: /Publicações novas/ })
        .getByText(`Prazo: ${due.slice(0, 10)}`)
        .waitFor({ timeout: 30_000 });
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .first()
        .getByLabel('2 publicações novas')
        .waitFor();
      ana.due = due.slice(0, 10);
    });

    test("3. back online, the other lawyer's device has the attachment and the deadline", async () => {
      assert.ok(ana.due, 'needs the deadline of test 2');
      await goOnline(ana.page);
      // The publication and its deadline event are two collections, each pushed on its own: wait for both.
      let event = null;
      await eventually(
        async () => {
          const doc = await serverDoc('status_proccess', `djen-${loose.id}`);
          event = await serverDoc('events', `prazo-djen-${loose.id}`);
          return {
            ok: doc?.triage === 'attached' && Boolean(doc?.deadlineDueOn) && event !== null,
            detail: { triage: doc?.triage, deadlineDueOn: doc?.deadlineDueOn, event: event !== null },
          };
        },
        { timeout: 60_000, what: 'the attachment, the deadline and its event on the server' },
      );
      assert.equal(event.kind, 'prazo');
      assert.equal(event.start.slice(0, 10).split('-').reverse().join('/'), ana.due);

      const { page } = bruno;
      await page.getByRole('heading', { name: 'Publicações a triar (0)' }).waitFor({ timeout: 60_000 });
      await looseItem(page).getByText(`Prazo criado: ${ana.due}`).waitFor({ timeout: 30_000 });
      await looseItem(page).getByText('Anexada a processo').waitFor();
    });
  },
);
