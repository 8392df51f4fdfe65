// Issue 4 e2e: axe-core finds no serious or critical violation on the home, client and profile screens, light and dark.
// (The records screens are split over two files so each stays within the runner's per-file time limit.)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck, expectShell, formatViolations, launchApp, signUpViaUi } from '../helpers/index.mjs';
import { createCategory, createClient, navigateTo, setTheme } from './records-steps.mjs';

const TABLET = { width: 1024, height: 768 };

describe('records accessibility: home, clients, profile', () => {
  let app;
  before(async () => {
    app = await launchApp({ viewport: TABLET });
    await signUpViaUi(app.page, { displayName: 'Helena Prado', role: 'advogado' });
    await expectShell(app.page);
  });
  after(async () => {
    await app?.close();
  });

  /**
   * Runs axe on each screen in light and dark theme (switched with the app's own switcher, the
   * order alternating so each screen starts in the theme the previous one ended with).
   * In-app navigation only: no page loads, and edit pages are reached from their lists.
   */
  async function checkScreens(page, screens) {
    const problems = [];
    let themes = ['Claro', 'Escuro'];
    for (const screen of screens) {
      await screen.go();
      await screen.ready().first().waitFor();
      for (const theme of themes) {
        await setTheme(page, theme);
        await page.waitForTimeout(300); // let transitions (tabs, toasts, colours) finish before measuring contrast
        const violations = await axeCheck(page);
        const url = new URL(page.url());
        if (violations.length) problems.push(`${theme} ${url.pathname}${url.search}\n${formatViolations(violations)}`);
      }
      themes = [...themes].reverse();
    }
    return problems;
  }
  const open = (page, label) => () => navigateTo(page, label);
  const click = (page, role, name) => () => page.getByRole(role, { name }).first().click();
  const then = (...steps) => async () => {
    for (const step of steps) await step();
  };

  test('axe: no serious or critical violations on the home and client screens, light and dark', async () => {
    const { page } = app;
    // Its own records, so this test does not depend on the others having run.
    await createCategory(page, 'Previdenciário');
    await createClient(page, { name: 'Antônia Ferreira Lima', cpf: '39053344705', categories: ['Previdenciário'] });
    const problems = await checkScreens(page, [
      { go: open(page, 'Início'), ready: () => page.getByTestId('home-card-agenda') },
      { go: open(page, 'Clientes'), ready: () => page.getByRole('link', { name: /Antônia Ferreira Lima/ }) },
      { go: click(page, 'link', 'Novo cliente'), ready: () => page.getByRole('form', { name: 'Novo cliente' }) },
      { go: then(open(page, 'Clientes'), click(page, 'link', /Antônia Ferreira Lima/)), ready: () => page.getByRole('form', { name: 'Dados do cliente' }) },
      { go: click(page, 'tab', /Processos/), ready: () => page.getByRole('button', { name: 'Novo processo' }) },
      { go: click(page, 'tab', 'Agenda'), ready: () => page.getByRole('tabpanel') },
      { go: click(page, 'tab', 'LGPD'), ready: () => page.getByRole('tabpanel') },
      { go: open(page, 'Perfil'), ready: () => page.getByRole('form', { name: 'Dados pessoais' }) },
    ]);
    assert.equal(problems.length, 0, problems.join('\n\n'));
  });

});
