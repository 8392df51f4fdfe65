// Issue 4 e2e: permissions on records — a category in use refuses deletion; an atendente deletes nothing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signedInSuite } from '../helpers/index.mjs';
import { createCategory, createClient, navigateTo } from './records-steps.mjs';
import { searchClients } from '../sync/sync-steps.mjs';

describe('records rules (advogado)', () => {
  const app = signedInSuite();

  test('a category used by a client refuses deletion and says how many clients use it', async () => {
    const { page } = app;
    await createCategory(page, 'Trabalhista');
    await createClient(page, { name: 'João Pedro Oliveira', categories: ['Trabalhista'] });
    await navigateTo(page, 'Categorias');
    await page.getByRole('button', { name: 'Excluir Trabalhista' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(/Não é possível excluir “Trabalhista”: 1 cliente usa esta categoria/).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('link', { name: /Trabalhista/ })
      .first()
      .waitFor();
  });
});

describe('records (atendente)', () => {
  const app = signedInSuite({ user: { displayName: 'Juliana Alves', role: 'atendente' } });

  test('an atendente creates a client but cannot delete it, and sees no delete for categories', async () => {
    const { page } = app;
    await createClient(page, { name: 'Carlos Eduardo Nunes' });
    const onPage = page.getByRole('button', { name: 'Excluir cliente' });
    assert.equal(await onPage.isDisabled(), true);
    assert.equal(await onPage.getAttribute('title'), 'Sua função (atendente) não permite excluir registros.');

    // By name: other suites' clients of the same firm (the shared emulator) can fill the first page.
    await searchClients(page, 'Carlos Eduardo Nunes');
    const inList = page.getByRole('button', { name: 'Excluir Carlos Eduardo Nunes' });
    await inList.waitFor();
    assert.equal(await inList.isDisabled(), true);

    await navigateTo(page, 'Categorias');
    await page.getByRole('heading', { level: 1, name: 'Categorias' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Excluir / }).count(), 0);
    assert.equal(await page.getByRole('link', { name: /Nova categoria/ }).count(), 0);

    // The team list on the profile is for admins only.
    await navigateTo(page, 'Perfil');
    await page.getByRole('heading', { level: 2, name: 'Dados pessoais' }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 2, name: 'Equipe' }).count(), 0);
  });
});
