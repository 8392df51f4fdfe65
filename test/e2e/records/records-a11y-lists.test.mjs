// Issue 4 e2e: axe-core finds no serious or critical violation on the categories, shortcuts, FAQ and logs screens, light and dark.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck, expectShell, formatViolations, launchApp, signUpViaUi } from '../helpers/index.mjs';
import { createCategory, createFaq, createShortcut, navigateTo, setTheme } from './records-steps.mjs';

const TABLET = { width: 1024, height: 768 };

describe('records accessibility: categories, shortcuts, FAQ, logs', () => {
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

  test('axe: no serious or critical violations on categories, shortcuts, FAQ and logs, light and dark', async () => {
    const { page } = app;
    await createCategory(page, 'Empresarial');
    await createShortcut(page, { trigger: '/bomdia', title: 'Saudação', message: 'Bom dia! Em que podemos ajudar?' });
    await createFaq(page, { question: 'Quanto tempo demora um processo?', answer: 'Depende da vara e dos recursos.' });
    const problems = await checkScreens(page, [
      { go: open(page, 'Categorias'), ready: () => page.getByRole('button', { name: 'Excluir Empresarial' }) },
      { go: click(page, 'link', /Nova categoria/), ready: () => page.getByRole('form', { name: 'Cadastrar categoria' }) },
      { go: then(open(page, 'Categorias'), click(page, 'link', 'Editar Empresarial')), ready: () => page.getByRole('form', { name: 'Editar categoria' }) },
      { go: open(page, 'Atalhos'), ready: () => page.getByRole('link', { name: 'Editar /bomdia' }) },
      { go: click(page, 'link', /Novo atalho/), ready: () => page.getByRole('form', { name: 'Cadastrar atalho' }) },
      { go: then(open(page, 'Atalhos'), click(page, 'link', 'Editar /bomdia')), ready: () => page.getByRole('form', { name: 'Editar atalho' }) },
      { go: open(page, 'FAQ'), ready: () => page.getByRole('link', { name: /Editar Quanto tempo/ }) },
      { go: click(page, 'link', /Nova pergunta/), ready: () => page.getByRole('form', { name: 'Cadastrar pergunta' }) },
      { go: then(open(page, 'FAQ'), click(page, 'link', /Editar Quanto tempo/)), ready: () => page.getByRole('form', { name: 'Editar pergunta' }) },
      { go: open(page, 'Logs'), ready: () => page.getByRole('heading', { level: 1, name: 'Logs' }) },
    ]);
    assert.equal(problems.length, 0, problems.join('\n\n'));
  });
});
