// Steps of the records e2e tests (issue 4), driving the real screens by their accessible names.
import { axeCheck, formatViolations, uniqueCpf, waitForPath, waitForToast } from '../helpers/index.mjs';

/** Field by the start of its label: required fields append a '*' to the accessible name. */
export function field(scope, label) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** Clicks an entry of the main navigation (the in-app router: no page load, works offline). */
export async function navigateTo(page, label) {
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .first()
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * In a client form: records the client's LGPD consent for messages — without it the client
 * receives no messages (the chat composer is disabled).
 */
export async function giveMessagingConsent(form) {
  await form.getByText('O cliente autoriza receber mensagens e notificações do escritório').click();
}

/** Creates a PF client through /clientes/cadastrar (with `consent`, messaging consent recorded; `email`, `phone` optional); resolves with its id. */
export async function createClient(
  page,
  { name, cpf = uniqueCpf(), categories = [], consent = false, email = '', phone = '' },
) {
  await navigateTo(page, 'Clientes');
  await page.getByRole('link', { name: 'Novo cliente' }).first().click();
  await waitForPath(page, '/clientes/cadastrar');
  const form = page.getByRole('form', { name: 'Novo cliente' });
  await field(form, 'Nome completo').fill(name);
  await field(form, 'CPF').fill(cpf);
  if (email) await field(form, 'E-mail').fill(email);
  if (phone) await field(form, 'Telefone').fill(phone);
  await field(form, 'CEP').fill('01001000');
  await field(form, 'Logradouro').fill('Praça da Sé');
  await field(form, 'Número').fill('100');
  await field(form, 'Bairro').fill('Sé');
  await field(form, 'Cidade').fill('São Paulo');
  await field(form, 'UF').selectOption('SP');
  for (const category of categories) await form.getByText(category, { exact: true }).click();
  if (consent) await giveMessagingConsent(form);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await waitForPath(page, /^\/clientes\/editar\//);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}

/** On a client's page: Processos → Novo processo (Judicial, CNJ) → save; stays on the process. */
export async function addProcess(page, { cnj, subject }) {
  await page.getByRole('tab', { name: /Processos/ }).click();
  await page.getByRole('button', { name: 'Novo processo' }).click();
  const form = page.getByRole('form', { name: 'Novo processo' });
  await field(form, 'Tipo').selectOption('Judicial');
  await field(form, 'Número CNJ').fill(cnj);
  await field(form, 'Assunto').fill(subject);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('form', { name: 'Dados do processo' }).waitFor();
}

/** On a process: Registrar andamento → status (date defaults to now) → Salvar andamento. */
export async function addTimelineEntry(page, { status, description = '' }) {
  await page.getByRole('button', { name: 'Registrar andamento' }).click();
  const form = page.getByRole('form', { name: 'Novo andamento' });
  await field(form, 'Status').fill(status);
  if (description) await field(form, 'Descrição').fill(description);
  await form.getByRole('button', { name: 'Salvar andamento' }).click();
  await page
    .getByRole('list', { name: /Andamentos do processo/ })
    .getByText(status)
    .waitFor();
}

/** Creates a category through /categorias/cadastrar (first colour of the palette). */
export async function createCategory(page, name) {
  await navigateTo(page, 'Categorias');
  await page
    .getByRole('link', { name: /Nova categoria/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Nova categoria' });
  await field(form, 'Nome').fill(name);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await waitForToast(page, 'Salvo');
}

export async function createShortcut(page, { trigger, title, message }) {
  await navigateTo(page, 'Atalhos');
  await page
    .getByRole('link', { name: /Novo atalho/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Novo atalho' });
  await field(form, 'Gatilho').fill(trigger);
  await field(form, 'Título').fill(title);
  await field(form, 'Mensagem').fill(message);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await waitForToast(page, 'Salvo');
}

export async function createFaq(page, { question, answer }) {
  await navigateTo(page, 'Perguntas frequentes');
  await page
    .getByRole('link', { name: /Nova pergunta/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Nova pergunta' });
  await field(form, 'Pergunta').fill(question);
  await field(form, 'Resposta').fill(answer);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await waitForToast(page, 'Salvo');
}

/** Picks Claro / Escuro / Sistema in the top bar's theme menu (no page load). */
export async function setTheme(page, label) {
  await page.getByRole('button', { name: 'Tema: Claro, Escuro ou Sistema' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
  // Radio items keep the menu open: close it so it is not part of what axe checks.
  if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  // The pointer would rest over whatever is under the closed menu (a hovered button has other colours).
  await page.mouse.move(1, 1);
}

/**
 * Runs axe on each screen in light and dark theme (switched with the app's own switcher, the
 * order alternating so each screen starts in the theme the previous one ended with).
 * In-app navigation only: no page loads, and edit pages are reached from their lists.
 * `screens`: { go: async step, ready: () => locator }. Resolves with the problems found.
 */
export async function checkScreensInBothThemes(page, screens) {
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

/** Steps for checkScreensInBothThemes: open a side-bar entry, click by role and name, or several in a row. */
export const openStep = (page, label) => () => navigateTo(page, label);
export const clickStep = (page, role, name) => () => page.getByRole(role, { name }).first().click();
export const inOrder =
  (...steps) =>
  async () => {
    for (const step of steps) await step();
  };
