// Issue 4 e2e: axe-core finds no serious or critical violation on the categories, shortcuts, FAQ and logs screens, light and dark.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signedInSuite } from '../helpers/index.mjs';
import {
  checkScreensInBothThemes,
  clickStep,
  createCategory,
  createFaq,
  createShortcut,
  inOrder,
  openStep,
} from './records-steps.mjs';

describe('records accessibility: categories, shortcuts, FAQ, logs', () => {
  const app = signedInSuite();

  test('axe: no serious or critical violations on categories, shortcuts, FAQ and logs, light and dark', async () => {
    const { page } = app;
    await createCategory(page, 'Empresarial');
    await createShortcut(page, { trigger: '/bomdia', title: 'Saudação', message: 'Bom dia! Em que podemos ajudar?' });
    await createFaq(page, { question: 'Quanto tempo demora um processo?', answer: 'Depende da vara e dos recursos.' });
    const problems = await checkScreensInBothThemes(page, [
      { go: openStep(page, 'Categorias'), ready: () => page.getByRole('button', { name: 'Excluir Empresarial' }) },
      {
        go: clickStep(page, 'link', /Nova categoria/),
        ready: () => page.getByRole('form', { name: 'Nova categoria' }),
      },
      {
        go: inOrder(openStep(page, 'Categorias'), clickStep(page, 'link', 'Editar Empresarial')),
        ready: () => page.getByRole('form', { name: 'Editar categoria' }),
      },
      { go: openStep(page, 'Atalhos'), ready: () => page.getByRole('link', { name: 'Editar /bomdia' }) },
      { go: clickStep(page, 'link', /Novo atalho/), ready: () => page.getByRole('form', { name: 'Novo atalho' }) },
      {
        go: inOrder(openStep(page, 'Atalhos'), clickStep(page, 'link', 'Editar /bomdia')),
        ready: () => page.getByRole('form', { name: 'Editar atalho' }),
      },
      {
        go: openStep(page, 'Perguntas frequentes'),
        ready: () => page.getByRole('link', { name: /Editar Quanto tempo/ }),
      },
      { go: clickStep(page, 'link', /Nova pergunta/), ready: () => page.getByRole('form', { name: 'Nova pergunta' }) },
      {
        go: inOrder(openStep(page, 'Perguntas frequentes'), clickStep(page, 'link', /Editar Quanto tempo/)),
        ready: () => page.getByRole('form', { name: 'Editar pergunta' }),
      },
      { go: openStep(page, 'Logs'), ready: () => page.getByRole('heading', { level: 1, name: 'Logs' }) },
    ]);
    assert.equal(problems.length, 0, problems.join('\n\n'));
  });
});
