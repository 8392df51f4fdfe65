import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run chaos` (scripts/chaos.mjs): one long chaos run per vitest invocation, set up by
 * environment variables (see chaos-run.vitest.ts) and the findings. The short fixed-seed run
 * (chaos-short.test.ts) is part of `npm test`, through the root config.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { '@': `${root}src` } },
  test: {
    include: ['test/chaos/**/*.vitest.ts'],
    environment: 'node',
    setupFiles: ['test/support/vitest.setup.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
