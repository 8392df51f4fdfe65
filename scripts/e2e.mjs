#!/usr/bin/env node
// End-to-end tests (`npm run test:e2e`): node's test runner over test/e2e/**/*.test.mjs,
// driving Debian Chromium through playwright-core against the production build.
//
// - Called by scripts/test-all.mjs with E2E_BASE_URL (vite preview), FIREBASE_AUTH_EMULATOR_HOST,
//   FIRESTORE_EMULATOR_HOST and FUNCTIONS_EMULATOR_HOST already set: it only runs the tests.
// - Run on its own, it starts the emulators (scripts/lib/stack.mjs), builds, serves with vite
//   preview, runs the tests and stops everything.
// Arguments filter the test files: `npm run test:e2e -- offline a11y`.
// E2E_SUMMARY_FILE=path writes {passed, failed, skipped} as JSON for the caller.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { requireChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/emulators.mjs';
import { onInterrupt, stopAll } from './lib/proc.mjs';
import { buildApp, startBackend, startPreview } from './lib/stack.mjs';

const E2E_DIR = join(ROOT, 'test', 'e2e');
const TEST_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 240_000);

function findTestFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'helpers' && name !== 'node_modules') out.push(...findTestFiles(path));
    } else if (/\.test\.m?js$/.test(name)) out.push(path);
  }
  return out.sort();
}

const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = findTestFiles(E2E_DIR).filter(
  (f) => filters.length === 0 || filters.some((flt) => relative(ROOT, f).includes(flt)),
);

const chromePath = requireChromium();
process.env.CHROME_PATH = chromePath;

const stoppers = [];
onInterrupt(async () => {
  await Promise.all(stoppers.map((s) => s()));
  await stopAll();
});

let exitCode = 0;
const counts = { passed: 0, failed: 0, skipped: 0 };
const t0 = Date.now();

try {
  if (!process.env.E2E_BASE_URL) {
    console.log('e2e: starting the emulators…');
    const backend = await startBackend({ functions: true });
    stoppers.push(backend.stop);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = backend.authHost;
    if (backend.firestoreHost) process.env.FIRESTORE_EMULATOR_HOST = backend.firestoreHost;
    if (backend.functionsHost) process.env.FUNCTIONS_EMULATOR_HOST = backend.functionsHost;
    // The local Storage stand-in (scripts/lib/storage-standin.mjs): tests download what the app uploaded.
    if (backend.storageHost) process.env.STORAGE_EMULATOR_HOST = backend.storageHost;
    console.log(
      `e2e: Auth emulator on ${backend.authHost}, Firestore ${backend.firestoreHost ?? 'unavailable'}, Storage stand-in ${backend.storageHost ?? 'unavailable'}, backend ${backend.functionsHost}; building the app…`,
    );
    const code = await buildApp(backend);
    if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
    const preview = await startPreview();
    stoppers.push(preview.stop);
    process.env.E2E_BASE_URL = preview.url;
  }
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  console.log(`e2e: ${files.length} file(s) against ${process.env.E2E_BASE_URL} (Chromium: ${chromePath})`);

  if (files.length === 0) throw new Error('no e2e test files matched');
  const stream = run({ files, concurrency: Number(process.env.E2E_CONCURRENCY ?? 1), timeout: TEST_TIMEOUT_MS });
  stream.on('test:pass', (data) => {
    if (data.details?.type === 'suite') return;
    if (data.skip || data.todo) counts.skipped += 1;
    else counts.passed += 1;
  });
  stream.on('test:fail', (data) => {
    if (data.details?.type === 'suite' && data.details?.error?.failureType === 'subtestsFailed') return;
    counts.failed += 1;
  });
  await new Promise((resolve, reject) => {
    const out = stream.compose(spec);
    out.pipe(process.stdout, { end: false });
    out.on('end', resolve);
    out.on('error', reject);
  });
} catch (error) {
  console.error(`e2e: ${error.message}`);
  if (counts.failed === 0) counts.failed = 1;
  exitCode = 1;
} finally {
  await Promise.all(stoppers.map((s) => s()));
}

if (counts.failed > 0) exitCode = 1;
if (process.env.E2E_SUMMARY_FILE) writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify(counts));
console.log(
  `e2e: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${Math.round((Date.now() - t0) / 1000)} s)`,
);
process.exit(exitCode);
