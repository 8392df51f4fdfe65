import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/support/vitest.setup.ts'],
    // The official Firestore emulator for rules and sync tests when FIRESTORE_EMULATOR_HOST
    // is not set: started on the first request only, stopped at the end of the run.
    globalSetup: ['test/support/firestore-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
