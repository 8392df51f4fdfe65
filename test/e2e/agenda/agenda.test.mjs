// Issue 5, areas 2–4 end to end in Chromium at tablet size against the production build, with the
// network cut: an event (with the deadline helper) and a reminder are created, a layout is
// rendered for a client and its print view shows only the document; axe finds no serious or
// critical problem on any screen of events, reminders and layouts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAccessible, signedInSuite, waitForPath, waitForToast } from '../helpers/index.mjs';
import { createClient, field, navigateTo } from '../records/records-steps.mjs';

describe('agenda, reminders and layouts offline', () => {
  const app = signedInSuite({ offline: true });

  test('creates a prazo with the business-day helper and sees it in every agenda view', async () => {
    const { page } = app;
    await navigateTo(page, 'Agenda');
    await waitForPath(page, '/eventos');
    await expectAccessible(page, '/eventos (mês)');
    await page.getByRole('link', { name: 'Novo evento' }).first().click();
    await waitForPath(page, '/eventos/cadastrar');
    await field(page, 'Título').fill('Contestação — Maria Aparecida');
    await field(page, 'Tipo').selectOption('prazo');
    const helper = page.getByRole('region', { name: 'Calcular prazo' });
    await helper.getByLabel('Dias úteis').fill('15');
    await helper.getByTestId('deadline-result').waitFor();
    await expectAccessible(page, '/eventos/cadastrar');
    await helper.getByRole('button', { name: /como data do prazo/ }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await waitForToast(page, 'Salvo');
    await waitForPath(page, '/eventos');
    for (const view of ['Semana', 'Lista']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expectAccessible(page, `/eventos (${view})`);
    }
    await page.getByText('Contestação — Maria Aparecida').first().waitFor();
    await page.getByRole('link', { name: /Editar Contestação/ }).click();
    await waitForPath(page, /^\/eventos\/editar\//);
    await expectAccessible(page, '/eventos/editar');
  });

  test('creates a reminder and finds it under its group', async () => {
    const { page } = app;
    await navigateTo(page, 'Lembretes');
    await waitForPath(page, '/lembretes');
    await expectAccessible(page, '/lembretes');
    await page.getByRole('link', { name: 'Novo lembrete' }).first().click();
    await waitForPath(page, '/lembretes/cadastrar');
    await field(page, 'Título').fill('Cobrar documentos da cliente');
    await expectAccessible(page, '/lembretes/cadastrar');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await waitForToast(page, 'Salvo');
    await waitForPath(page, '/lembretes');
    const item = page.getByRole('listitem', { name: 'Cobrar documentos da cliente' });
    await item.waitFor();
    assert.match((await item.textContent()) ?? '', /Pendente/);
  });

  test('renders a layout for a client and opens the print view with only the document', async () => {
    const { page } = app;
    await createClient(page, { name: 'Maria Aparecida dos Santos' });
    await navigateTo(page, 'Layouts');
    await waitForPath(page, '/layouts');
    await expectAccessible(page, '/layouts');
    await page
      .getByRole('link', { name: /Novo layout/ })
      .first()
      .click();
    await waitForPath(page, '/layouts/cadastrar');
    await page.getByRole('button', { name: /Declaração de hipossuficiência econômica/ }).click();
    await expectAccessible(page, '/layouts/cadastrar');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await waitForPath(page, /^\/layouts\/detalhes\//);

    await page.getByLabel('Cliente', { exact: true }).fill('Maria Aparecida');
    await page.getByRole('button', { name: /Maria Aparecida dos Santos/ }).click();
    const doc = page.getByRole('article', { name: 'Documento preenchido' });
    await doc.getByText(/Eu, Maria Aparecida dos Santos/).waitFor();
    // What the records do not hold (RG, estado civil…) is highlighted, not printed blank.
    assert.ok((await doc.locator('mark[data-missing="cliente.rg"]').count()) > 0);
    await expectAccessible(page, '/layouts/detalhes');

    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByTestId('print-root').isVisible(), true);
    assert.match((await page.getByTestId('print-root').textContent()) ?? '', /Maria Aparecida dos Santos/);
    assert.equal(await page.getByRole('navigation', { name: 'Navegação principal' }).first().isVisible(), false);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: /Editar modelo/ }).click();
    await waitForPath(page, /^\/layouts\/editar\//);
    await expectAccessible(page, '/layouts/editar');
  });
});
