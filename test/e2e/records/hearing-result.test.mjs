// Issue 42 end to end in Chromium at tablet size against the production build: a hearing is
// created from its process (process and client prefilled); at the hearing, with no network, the
// page is reloaded and its result recorded with a deadline as the next step; back online, the
// timeline entry and the deadline — counted in business days, linked to the process — are on the
// server, where the office's other devices pull them from.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goOffline, goOnline, signedInSuite, waitForPath } from '../helpers/index.mjs';
import { waitForToast } from '../helpers/auth.mjs';
import { openNewProcess, serverDocsOfProcess, uniqueCnj } from './process-steps.mjs';

async function eventually(read, what, timeout = 180_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await read();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`not on the server after ${timeout / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe('the result of a hearing, recorded offline', () => {
  const app = signedInSuite({ user: { displayName: 'Helena Prado', role: 'advogado' } });
  const cnj = uniqueCnj();
  let processId = '';

  test('a hearing created from its process carries the process and the client', async () => {
    const { page } = app;
    processId = await openNewProcess(page, { client: 'Otávio Lemos Barreto', cnj, subject: 'Ação de despejo' });
    await page.getByRole('link', { name: /Nova audiência/ }).click();
    await waitForPath(page, '/eventos/cadastrar');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await waitForToast(page, 'Salvo');
    const hearing = await eventually(
      async () => (await serverDocsOfProcess('events', processId)).find((e) => e.kind.stringValue === 'audiencia'),
      'the hearing',
    );
    assert.ok(hearing.clientId.stringValue, 'the hearing carries the client');
    await page.goto(new URL(`/processos/${processId}`, page.url()).href);
    await page.getByRole('link', { name: 'Audiência: Ação de despejo' }).click();
    await waitForPath(page, /^\/eventos\/editar\//);
  });

  test('offline, after a reload, the result and a 15-business-day deadline are recorded; online they reach the server', async () => {
    const { page } = app;
    await goOffline(page);
    await page.reload();
    await page.getByRole('button', { name: /Registrar resultado/ }).click({ timeout: 60_000 });
    const form = page.getByRole('form', { name: 'Resultado da audiência' });
    await form.getByLabel(/O que aconteceu/).fill('Sem acordo. Réu intimado para réplica.');
    await form.getByLabel('Próximo passo').selectOption('prazo');
    await form.getByLabel(/Título do próximo passo/).fill('Réplica');
    await form.getByLabel(/Dias úteis/).fill('15');
    await form.getByText(/^Vence em \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await form.getByRole('button', { name: 'Salvar resultado' }).click();
    await page.getByText(/Resultado registrado no processo; prazo “Réplica” criado para/).waitFor();

    await goOnline(page);
    const entry = await eventually(
      async () =>
        (await serverDocsOfProcess('status_proccess', processId)).find(
          (e) => e.status.stringValue === 'Audiência realizada',
        ),
      'the timeline entry',
    );
    assert.match(
      entry.description.stringValue,
      /^Sem acordo\. Réu intimado para réplica\.\n\nPróximo passo: Réplica — prazo até/,
    );
    const deadline = await eventually(
      async () => (await serverDocsOfProcess('events', processId)).find((e) => e.kind.stringValue === 'prazo'),
      'the deadline',
    );
    assert.equal(deadline.title.stringValue, 'Réplica');
    assert.equal(deadline.allDay.booleanValue, true);
  });
});
