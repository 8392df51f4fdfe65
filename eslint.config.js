import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Import boundaries (bulletproof-react style):
 * - only src/data may import rxdb and firebase/firestore (the data layer);
 * - features never import each other's internals; shared code lives in lib, components, config;
 * - routes stay thin: they compose features, they do not reach into the database.
 */
const dataOnly = [
  { group: ['rxdb', 'rxdb/*'], message: 'Só a camada de dados (src/data) usa o RxDB.' },
  {
    group: ['firebase/firestore', 'firebase/firestore/*', '@firebase/firestore'],
    message: 'Só a camada de dados (src/data) usa o Firestore.',
  },
];

/**
 * Feature boundaries: a feature imports another only through its `index.ts` (`@/features/x`).
 * A few features also have a second, lighter entry, kept apart from the index so that
 * importing it does not bring the feature's screens (or Firebase Auth, or the data layer)
 * into a screen that needs one small thing.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const SECOND_ENTRIES = [
  '@/features/auth/device',
  '@/features/processes/datajud-text',
  '@/features/clients/list-order',
  // Home's cards (issue 27): through the index, the publications' and events' screens came with the home page.
  '@/features/publications/summary',
  '@/features/events/labels',
  // The hearing's result (issue 42) writes a timeline entry from the event page.
  '@/features/processes/timeline-writes',
  // …and keeps the hearing's folder offline from the event page.
  '@/features/processes/hearing-folder',
];
/**
 * Light entries only routes use: what a route's definition (validateSearch, beforeLoad, loader)
 * needs is in the app's first chunk — only route components are split — so it must not come
 * through an index that re-exports screens. auth's index stays light for every screen (no Firebase
 * Auth, no data layer), so its screens and the guard's pieces are entries of their own. The
 * screens of categories, events, reminders and logs too: their index is imported by screens of
 * other features (home's agenda card, the shell's sync badge, the client's agenda tab, the FAQ
 * form), and the bundler keeps a re-exported page with its index — measured: the agenda and its
 * form were loaded with the home page, the log list with every signed-in screen.
 */
const ROUTE_ENTRIES = [
  '@/features/events/agenda-search',
  '@/features/clients/client-tabs',
  '@/features/auth/session-expiry',
  '@/features/auth/api/replica',
  '@/features/auth/hooks/use-device-logout',
  '@/features/auth/components/LoginForm',
  '@/features/auth/components/SignUpForm',
  '@/features/auth/components/AccessStatusPage',
  '@/features/categories/components/CategoryListPage',
  '@/features/categories/components/CategoryFormPage',
  '@/features/events/components/AgendaPage',
  '@/features/events/components/EventFormPage',
  '@/features/reminders/components/ReminderListPage',
  '@/features/reminders/components/ReminderFormPage',
  '@/features/reminders/reminder-watcher',
  // The signed-in layout's host of the staff alert offer (issue 36): not Perfil's panel with it.
  '@/features/alerts/components/AlertsHost',
  '@/features/logs/components/LogListPage',
  // Its index (the firm's closures) is imported by the agenda's and the publications' deadline helpers.
  '@/features/court-calendar/components/ClosuresPage',
];
/** gitignore-style: a file is re-included only with its folders ('!a/b', then '!a/b/c'). */
const reinclude = (entry) => {
  const parts = entry.split('/');
  return parts.slice(3).map((_, i) => `!${parts.slice(0, 4 + i).join('/')}`);
};
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...dataOnly,
          {
            group: ['@/features/*/**', `!@/features/${feature}/**`, ...SECOND_ENTRIES.map((entry) => `!${entry}`)],
            message:
              "Outra feature só pelo seu index.ts ('@/features/<nome>'): o que ela compartilha, ela exporta ali.",
          },
        ],
      },
    ],
  },
}));

/**
 * Layers: the data layer, lib and config sit below the screens — they never import features, the
 * app shell, routes or UI components (relative or aliased).
 */
const upperLayers = [
  {
    group: [
      '@/features',
      '@/features/*',
      '@/app',
      '@/app/*',
      '@/routes',
      '@/routes/*',
      '@/components',
      '@/components/*',
      '**/features/**',
      '**/app/**',
      '**/routes/**',
      '**/components/**',
    ],
    message:
      'Camada de baixo (data, lib, config) não importa features, app, rotas nem componentes: quem está em cima importa quem está embaixo.',
  },
];
/**
 * The sync core (src/data/sync) knows nothing of the app (Actual Budget's crdt package): it
 * imports nothing from the rest of src/data or the app but types; what it needs (each
 * collection's policy, the audit trail) it is handed.
 */
const syncCore = [
  {
    group: ['../*', '../**', '@/*', '@/**'],
    allowTypeImports: true,
    message:
      'O núcleo de sincronização (src/data/sync) só importa tipos do resto do app: o que ele precisa, recebe (sync/policy.ts).',
  },
];

/**
 * Code the app and the backend share lives in packages/shared (`@advocacia/shared`): it imports
 * nothing outside itself (no app code, no npm package the backend's bundle would lack), and the
 * backend reaches the app's code only through it — a deploy uploads functions/ alone.
 */
const sharedOnly = [
  {
    regex: '^(?!\\.{1,2}/)|^\\.\\./\\.\\./',
    message: 'packages/shared só importa a si mesmo: o app e o backend o importam, não o contrário.',
  },
];
const backendReach = [
  {
    regex: '^@/|^(\\.\\./){2,}(src|packages)/',
    message:
      "O backend usa o código do app só pelo '@advocacia/shared' (packages/shared): um deploy envia só functions/.",
  },
];

/**
 * File names: a React component's file in PascalCase (`ClientForm.tsx`, named after the component
 * it exports), every other module in kebab-case (`use-record-editor.ts`, `save-client.ts`; `.tsx`
 * too when it exports no component, e.g. a hook that returns JSX). Allowed besides: a leading `_`
 * for a module private to its folder (`_fields.ts`), and in `src/data/collections` the collection's
 * own name, spelled as in Firestore (`status_proccess.ts`). `src/routes` follows TanStack Router's
 * file conventions and is left out, with the generated `routeTree.gen.ts`.
 */
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^_?[a-z0-9]+(-[a-z0-9]+)*$/;
const COLLECTION = /^[a-z]+(_[a-z]+)*$/;
const isComponentName = (name) => /^[A-Z][a-z]/.test(name);
const isFunctionLike = (node) =>
  node && ['ArrowFunctionExpression', 'FunctionExpression', 'CallExpression'].includes(node.type);
const fileNaming = {
  meta: { type: 'suggestion', schema: [], messages: { name: '{{problem}}' } },
  create(context) {
    const path = context.filename.replaceAll('\\', '/');
    const file = path.slice(path.lastIndexOf('/') + 1);
    const [base] = file.split('.');
    const tsx = file.endsWith('.tsx');
    const report = (node, problem) => context.report({ node, messageId: 'name', data: { problem } });
    return {
      Program(program) {
        if (path.includes('/src/data/collections/') && COLLECTION.test(base)) return;
        if (!tsx) {
          if (!KEBAB.test(base))
            report(
              program,
              `“${file}”: módulos em kebab-case (ex.: use-record-editor.ts); PascalCase só para componentes React (.tsx).`,
            );
          return;
        }
        if (PASCAL.test(base)) return;
        if (!KEBAB.test(base)) {
          report(
            program,
            `“${file}”: componentes React em PascalCase (ex.: ClientForm.tsx), outros módulos em kebab-case.`,
          );
          return;
        }
        // A kebab-case .tsx must not be a component's file.
        for (const statement of program.body) {
          if (statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportDefaultDeclaration') continue;
          const declaration = statement.declaration;
          const names =
            declaration?.type === 'FunctionDeclaration'
              ? [declaration.id?.name ?? '']
              : declaration?.type === 'VariableDeclaration'
                ? declaration.declarations
                    .filter((d) => d.id.type === 'Identifier' && isFunctionLike(d.init))
                    .map((d) => d.id.name)
                : [];
          const component = names.find(isComponentName);
          if (component)
            report(
              statement,
              `“${file}” exporta o componente ${component}: o arquivo de um componente React vai em PascalCase (${component}.tsx).`,
            );
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'src/routeTree.gen.ts', 'coverage', 'docs', 'functions/lib'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: dataOnly }] },
  },
  ...featureBoundaries,
  {
    files: ['src/data/**/*.ts', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: upperLayers }] },
  },
  {
    files: ['src/data/sync/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...upperLayers, ...syncCore] }] },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedOnly }] },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: backendReach }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes/**', 'src/routeTree.gen.ts'],
    plugins: { local: { rules: { 'file-naming': fileNaming } } },
    rules: { 'local/file-naming': 'error' },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...dataOnly,
            { group: ['@/data/*/**'], message: 'Rotas ficam finas: use os hooks e componentes das features.' },
            {
              group: [
                '@/features/*/**',
                ...SECOND_ENTRIES.map((entry) => `!${entry}`),
                ...new Set(ROUTE_ENTRIES.flatMap(reinclude)),
              ],
              message:
                "Rota importa uma feature só pelo seu index.ts ('@/features/<nome>'), ou por uma entrada leve listada em eslint.config.js.",
            },
          ],
        },
      ],
    },
  },
  {
    // Node scripts that also hand functions to the browser (playwright's page.evaluate).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
