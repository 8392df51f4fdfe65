// The screens `npm run screenshots` renders, in light and dark theme, into docs/screenshots/<name>-<theme>.png.
//
// To add a screen, append an entry:
//   name   file name stem (kebab-case, unique)
//   path   the URL path, or a function of the seeded ids (see `seedDemoData` in screenshots.mjs:
//          ids.clients[0], ids.categories[0], ids.shortcuts[0], ids.faq[0], ids.events[0], ids.lembrets[0], ids.chats[0], ids.layouts[0]…)
//   waitFor optional CSS/text selector that must be visible before the shot (default: the page's h1)
//   prepare optional async (page) => {} run after load (open a tab, a dialog, scroll…)
//   needsSync optional: only rendered when the app syncs with a Firestore emulator (skipped otherwise)

/** @typedef {{ clients: string[], categories: string[], shortcuts: string[], faq: string[], events: string[], lembrets: string[], chats: string[], proccess: string[], layouts: string[] }} SeedIds */
/** @typedef {{ name: string, path: string | ((ids: SeedIds) => string), waitFor?: string, prepare?: (page: import('playwright-core').Page) => Promise<void>, needsSync?: boolean }} Screen */

/** @type {Screen[]} Issue 4: the firm's records. */
export const RECORDS_SCREENS = [
  { name: 'inicio', path: '/' },
  { name: 'clientes', path: '/clientes' },
  { name: 'clientes-cadastrar', path: '/clientes/cadastrar' },
  { name: 'clientes-editar-dados', path: (ids) => `/clientes/editar/${ids.clients[0]}?aba=dados` },
  { name: 'clientes-editar-processos', path: (ids) => `/clientes/editar/${ids.clients[0]}?aba=processos` },
  { name: 'clientes-editar-agenda', path: (ids) => `/clientes/editar/${ids.clients[0]}?aba=agenda` },
  { name: 'clientes-editar-lgpd', path: (ids) => `/clientes/editar/${ids.clients[0]}?aba=lgpd` },
  { name: 'categorias', path: '/categorias' },
  { name: 'categorias-cadastrar', path: '/categorias/cadastrar' },
  { name: 'categorias-editar', path: (ids) => `/categorias/editar/${ids.categories[0]}` },
  { name: 'atalhos', path: '/atalhos' },
  { name: 'atalhos-cadastrar', path: '/atalhos/cadastrar' },
  { name: 'atalhos-editar', path: (ids) => `/atalhos/editar/${ids.shortcuts[0]}` },
  { name: 'faq', path: '/faq' },
  { name: 'faq-cadastrar', path: '/faq/cadastrar' },
  { name: 'faq-editar', path: (ids) => `/faq/editar/${ids.faq[0]}` },
  // With sync, the newest entry is the conflict two devices made (see makeTwoDeviceConflict in screenshots.mjs).
  { name: 'logs', path: '/logs' },
  {
    name: 'logs-conflito',
    path: '/logs',
    waitFor: 'button:has-text("Restaurar este valor")',
    needsSync: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Restaurar este valor' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Conflito de sincronização' });
      // Loaded once it shows the record's current value (or why the value cannot be restored).
      await dialog
        .getByText('Valor atual no registro')
        .or(dialog.getByRole('status'))
        .first()
        .waitFor({ state: 'visible' });
      await page.waitForTimeout(300); // the dialog's opening transition
    },
  },
  { name: 'perfil', path: '/perfil' },
  {
    name: 'perfil-equipe',
    path: '/perfil',
    waitFor: '#perfil-equipe',
    prepare: async (page) => {
      await page.locator('#perfil-equipe').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.mouse.wheel(0, -80); // keep the section title clear of the sticky top bar
      await page.waitForTimeout(300); // the wheel scrolls asynchronously
    },
  },
];

/**
 * @type {Screen[]} Issue 5: the firm's service — chats, agenda, reminders and layouts. The seeded ids used here
 * are picked on purpose in `seedDemoData`: chats[0] is a conversation with nothing unread (opening it writes
 * nothing), events[2] is today's deadline (prazo), lembrets[0] an overdue reminder, layouts[0] the
 * declaração de hipossuficiência filled for clients[3] and layouts[1] the procuração.
 */
export const SERVICE_SCREENS = [
  { name: 'chats', path: '/chats', waitFor: 'text=Escolha uma conversa' },
  { name: 'chats-conversa', path: (ids) => `/chats?conversa=${ids.chats[0]}`, waitFor: '[data-testid="message"]' },
  {
    name: 'chats-conversa-atalhos',
    path: (ids) => `/chats?conversa=${ids.chats[0]}`,
    waitFor: '[data-testid="message"]',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Mensagem', exact: true }).click();
      await page.keyboard.type('/');
      await page.getByRole('listbox', { name: 'Atalhos' }).waitFor({ state: 'visible' });
    },
  },
  { name: 'eventos-mes', path: '/eventos?view=mes', waitFor: 'text=/\\d+ eventos no período/' },
  { name: 'eventos-semana', path: '/eventos?view=semana', waitFor: 'text=/\\d+ eventos no período/' },
  {
    name: 'eventos-lista',
    path: '/eventos?view=lista',
    waitFor: 'text=/\\d+ eventos no período/',
    prepare: async (page) => {
      // The month read as a list starts on the 1st; show today's section.
      await page
        .getByRole('heading', { name: /— hoje$/ })
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.mouse.wheel(0, -80); // clear of the sticky top bar
    },
  },
  { name: 'eventos-cadastrar', path: '/eventos/cadastrar' },
  {
    name: 'eventos-editar-prazo',
    path: (ids) => `/eventos/editar/${ids.events[2]}`,
    waitFor: '[data-testid="deadline-result"]',
  },
  { name: 'lembretes', path: '/lembretes', waitFor: '[data-testid="grupo-atrasados"]' },
  { name: 'lembretes-cadastrar', path: '/lembretes/cadastrar' },
  { name: 'lembretes-editar', path: (ids) => `/lembretes/editar/${ids.lembrets[0]}` },
  { name: 'layouts', path: '/layouts', waitFor: 'text=Aviso de audiência' },
  { name: 'layouts-cadastrar', path: '/layouts/cadastrar' },
  { name: 'layouts-editar', path: (ids) => `/layouts/editar/${ids.layouts[1]}` },
  {
    name: 'layouts-detalhes',
    path: (ids) => `/layouts/detalhes/${ids.layouts[0]}?cliente=${ids.clients[3]}&processo=${ids.proccess[2]}`,
    waitFor: '#documento mark[data-missing]',
    prepare: async (page) => {
      // What the records do not hold is typed for this document; the RG stays missing (highlighted).
      await page.getByLabel('Nacionalidade do cliente').fill('brasileira');
      await page.getByLabel('Estado civil do cliente').fill('viúva');
      await page.getByLabel('Profissão do cliente').fill('trabalhadora rural');
      await page.getByRole('heading', { name: 'Faltam 1 valor' }).waitFor();
      await page
        .getByRole('button', { name: 'Imprimir / salvar PDF' })
        .evaluate((button) => button.scrollIntoView({ block: 'start' }));
      await page.mouse.wheel(0, -80);
    },
  },
];

/** @type {Screen[]} Every screen rendered. */
export const SCREENS = [...RECORDS_SCREENS, ...SERVICE_SCREENS];

/**
 * @type {Screen[]} Screens before sign-in, each rendered in a fresh browser context with nobody
 * signed in; 'aguardando-aprovacao' signs a new person up and leaves the account unapproved.
 */
export const SIGNED_OUT_SCREENS = [
  { name: 'entrar', path: '/entrar', waitFor: 'button:has-text("Entrar")' },
  { name: 'cadastrar', path: '/cadastrar', waitFor: 'button:has-text("Criar conta")' },
  { name: 'politica-privacidade', path: '/politica-privacidade' },
  { name: 'aguardando-aprovacao', path: '/aguardando-aprovacao', pendingSignUp: true },
];
