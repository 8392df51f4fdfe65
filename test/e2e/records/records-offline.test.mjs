// Issue 4 e2e (Chromium, tablet size, production build): the offline record flow — client, process, timeline entry,
// edit, delete and undo, reload — all with the network cut.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goOffline, goOnline, signedInSuite, waitForPath, waitForToast } from '../helpers/index.mjs';
import { addProcess, addTimelineEntry, createClient, field, navigateTo } from './records-steps.mjs';

const CNJ = '0000002-65.2005.4.05.8100';

describe('records offline (advogado)', () => {
  const app = signedInSuite();

  test('with the network cut: create a client with a process and a timeline entry, edit, delete and undo, reload — all still there', async () => {
    const { page } = app;
    await goOffline(page);

    const id = await createClient(page, { name: 'Maria Aparecida dos Santos' });
    await addProcess(page, { cnj: CNJ, subject: 'Reclamação trabalhista — horas extras' });
    await addTimelineEntry(page, { status: 'Audiência designada', description: 'Cliente avisada por telefone.' });

    await page.getByRole('tab', { name: 'Dados' }).click();
    const form = page.getByRole('form', { name: 'Dados do cliente' });
    await field(form, 'Nome completo').fill('Maria Aparecida dos Santos Lima');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await waitForToast(page, 'Salvo');
    await page.getByRole('heading', { level: 1, name: 'Maria Aparecida dos Santos Lima' }).waitFor();

    await page.getByRole('button', { name: 'Excluir cliente' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await waitForPath(page, '/clientes');
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await waitForToast(page, 'Exclusão desfeita');
    await page
      .getByRole('link', { name: /Maria Aparecida dos Santos Lima/ })
      .first()
      .waitFor();

    // A full reload, still offline: the service worker serves the app, the replica the data.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page
      .getByRole('link', { name: /Maria Aparecida dos Santos Lima/ })
      .first()
      .click();
    await waitForPath(page, `/clientes/editar/${id}`);
    await page.getByRole('tab', { name: /Processos/ }).click();
    await page.getByText('0000002-65.2005.4.05.8100').first().click();
    await page
      .getByRole('list', { name: /Andamentos do processo/ })
      .getByText('Audiência designada')
      .waitFor();

    // The home page lists the new timeline entry among the latest updates.
    await navigateTo(page, 'Início');
    await page.getByTestId('home-card-processos').getByText('Audiência designada').waitFor();
    assert.match(await page.getByTestId('home-card-chamados').innerText(), /aparecem aqui quando a conexão voltar/);
    await goOnline(page);
  });
});
