// Issue 4 e2e: axe-core finds no serious or critical violation on the home, client and profile screens, light and dark.
// (The records screens are split over two files so each stays within the runner's per-file time limit.)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signedInSuite } from '../helpers/index.mjs';
import {
  checkScreensInBothThemes,
  clickStep,
  createCategory,
  createClient,
  inOrder,
  openStep,
} from './records-steps.mjs';

describe('records accessibility: home, clients, profile', () => {
  const app = signedInSuite();

  test('axe: no serious or critical violations on the home and client screens, light and dark', async () => {
    const { page } = app;
    // Its own records, so this test does not depend on the others having run.
    await createCategory(page, 'Previdenciário');
    await createClient(page, { name: 'Antônia Ferreira Lima', categories: ['Previdenciário'] });
    const problems = await checkScreensInBothThemes(page, [
      { go: openStep(page, 'Início'), ready: () => page.getByTestId('home-card-agenda') },
      { go: openStep(page, 'Clientes'), ready: () => page.getByRole('link', { name: /Antônia Ferreira Lima/ }) },
      { go: clickStep(page, 'link', 'Novo cliente'), ready: () => page.getByRole('form', { name: 'Novo cliente' }) },
      {
        go: inOrder(openStep(page, 'Clientes'), clickStep(page, 'link', /Antônia Ferreira Lima/)),
        ready: () => page.getByRole('form', { name: 'Dados do cliente' }),
      },
      { go: clickStep(page, 'tab', /Processos/), ready: () => page.getByRole('button', { name: 'Novo processo' }) },
      { go: clickStep(page, 'tab', 'Agenda'), ready: () => page.getByRole('tabpanel') },
      { go: clickStep(page, 'tab', 'LGPD'), ready: () => page.getByRole('tabpanel') },
      { go: openStep(page, 'Perfil'), ready: () => page.getByRole('form', { name: 'Dados pessoais' }) },
    ]);
    assert.equal(problems.length, 0, problems.join('\n\n'));
  });
});
