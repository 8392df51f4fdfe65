// The screens `npm run screenshots` renders, in light and dark theme, into docs/screenshots/<name>-<theme>.png.
//
// To add a screen, append an entry:
//   name   file name stem (kebab-case, unique)
//   path   the URL path, or a function of the seeded ids (see `seedDemoData` in screenshots.mjs:
//          ids.clients[0], ids.categories[0], ids.shortcuts[0], ids.faq[0], ids.events[0], ids.lembrets[0], ids.chats[0]…)
//   waitFor optional CSS/text selector that must be visible before the shot (default: the page's h1)
//   prepare optional async (page) => {} run after load (open a tab, a dialog, scroll…)

/** @typedef {{ clients: string[], categories: string[], shortcuts: string[], faq: string[], events: string[], lembrets: string[], chats: string[], proccess: string[] }} SeedIds */
/** @typedef {{ name: string, path: string | ((ids: SeedIds) => string), waitFor?: string, prepare?: (page: import('playwright-core').Page) => Promise<void> }} Screen */

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
  { name: 'logs', path: '/logs' },
  { name: 'perfil', path: '/perfil' },
  {
    name: 'perfil-equipe',
    path: '/perfil',
    waitFor: '#perfil-equipe',
    prepare: async (page) => {
      await page.locator('#perfil-equipe').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.mouse.wheel(0, -80); // keep the section title clear of the sticky top bar
    },
  },
];

/** @type {Screen[]} Every screen rendered; issue 5 (chats, events, reminders, layouts) appends its own list here. */
export const SCREENS = [...RECORDS_SCREENS];
