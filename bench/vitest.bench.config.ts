import { defineConfig } from 'vitest/config';

/** Benchmarks run as plain vitest files (TS without tsx); scripts/bench.mjs collects their rows. */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  resolve: { alias: { '@': new URL('../src', import.meta.url).pathname } },
  test: {
    include: ['bench/**/*.bench.ts'],
    environment: 'node',
    setupFiles: ['test/support/vitest.setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One benchmark file at a time: they measure the machine, not each other.
    fileParallelism: false,
  },
});
