import { defineConfig } from 'vitest/config';
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  resolve: { alias: { '@': new URL('../../src', import.meta.url).pathname } },
  test: { include: ['test/data/**/*.test.ts', 'test/rules/**/*.test.ts'], environment: 'node', setupFiles: ['test/setup/vitest.setup.ts'], globalSetup: ['test/helpers/firestore-global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' },
});
