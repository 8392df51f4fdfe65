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
  { group: ['firebase/firestore', 'firebase/firestore/*', '@firebase/firestore'], message: 'Só a camada de dados (src/data) usa o Firestore.' },
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
const SECOND_ENTRIES = ['@/features/auth/device', '@/features/processes/datajud-text'];
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
            message: "Outra feature só pelo seu index.ts ('@/features/<nome>'): o que ela compartilha, ela exporta ali.",
          },
        ],
      },
    ],
  },
}));

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
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...dataOnly, { group: ['@/data/*/**'], message: 'Rotas ficam finas: use os hooks e componentes das features.' }] },
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
