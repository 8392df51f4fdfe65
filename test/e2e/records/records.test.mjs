// Issue 4, the firm's records, end to end in Chromium at tablet size against the production build:
// offline client → process → timeline → edit → delete/undo → reload; a category in use refuses
// deletion; an atendente cannot delete; axe finds no serious/critical problem on any screen.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeCheck,
  expectShell,
  formatViolations,
  goOffline,
  goOnline,
  launchApp,
  signUpViaUi,
  waitForPath,
  waitForToast,
} from '../helpers/index.mjs';
import { addProcess, setTheme, addTimelineEntry, createCategory, createClient, createFaq, createShortcut, field, navigateTo } from './records-steps.mjs';

const TABLET = { width: 1024, height: 768 };
const CNJ = '0000002-65.2005.4.05.8100';

describe('records offline (advogado)', () => {
  let app;
  before(async () => {
    app = await launchApp({ viewport: TABLET });
    await signUpViaUi(app.page, { displayName: 'Helena Prado', role: 'advogado' });
    await expectShell(app.page);
  });
  after(async () => {
    await app?.close();
  });

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
    await page.getByRole('link', { name: /Maria Aparecida dos Santos Lima/ }).first().waitFor();

    // A full reload, still offline: the service worker serves the app, the replica the data.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: /Maria Aparecida dos Santos Lima/ }).first().click();
    await waitForPath(page, `/clientes/editar/${id}`);
    await page.getByRole('tab', { name: /Processos/ }).click();
    await page.getByText('0000002-65.2005.4.05.8100').first().click();
    await page.getByRole('list', { name: /Andamentos do processo/ }).getByText('Audiência designada').waitFor();

    // The home page lists the new timeline entry among the latest updates.
    await navigateTo(page, 'Início');
    await page.getByTestId('home-card-processos').getByText('Audiência designada').waitFor();
    assert.match(await page.getByTestId('home-card-chamados').innerText(), /aparecem aqui quando a conexão voltar/);
    await goOnline(page);
  });

  test('a category used by a client refuses deletion and says how many clients use it', async () => {
    const { page } = app;
    await createCategory(page, 'Trabalhista');
    await createClient(page, { name: 'João Pedro Oliveira', cpf: '11144477735', categories: ['Trabalhista'] });
    await navigateTo(page, 'Categorias');
    await page.getByRole('button', { name: 'Excluir Trabalhista' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(/Não é possível excluir “Trabalhista”: 1 cliente usa esta categoria/).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /Trabalhista/ }).first().waitFor();
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

describe('records (atendente)', () => {
  let app;
  before(async () => {
    app = await launchApp({ viewport: TABLET });
    await signUpViaUi(app.page, { displayName: 'Juliana Alves', role: 'atendente' });
    await expectShell(app.page);
  });
  after(async () => {
    await app?.close();
  });

  test('an atendente creates a client but cannot delete it, and sees no delete for categories', async () => {
    const { page } = app;
    await createClient(page, { name: 'Carlos Eduardo Nunes', cpf: '39053344705' });
    const onPage = page.getByRole('button', { name: 'Excluir cliente' });
    assert.equal(await onPage.isDisabled(), true);
    assert.equal(await onPage.getAttribute('title'), 'Sua função (atendente) não permite excluir registros.');

    await navigateTo(page, 'Clientes');
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
