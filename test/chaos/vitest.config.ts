import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run chaos` (scripts/chaos.mjs): one long chaos run per vitest invocation, set up by
 * environment variables (see chaos-run.vitest.ts), the short fixed-seed run
 * (chaos-short.vitest.ts) and the findings. None of them is part of `npm test` yet.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { '@': `${root}src` } },
  test: {
    include: ['test/chaos/**/*.vitest.ts'],
    environment: 'node',
    setupFiles: ['test/setup/vitest.setup.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
