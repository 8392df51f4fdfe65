#!/usr/bin/env node
// `npm test`: every test of the project.
//  1. finds a Chromium (CHROME_PATH, /usr/bin/chromium, Playwright's own) or fails at once;
//  (functions/ dependencies are installed when missing, for the backend test on the Functions emulator)
//  2. starts the local backend (scripts/lib/stack.mjs): the Auth emulator and the Firestore
//     emulator with firestore.rules, on 9099/8080 or free ports;
//  3. runs vitest (test/**/*.test.ts(x), not e2e) with FIREBASE_AUTH_EMULATOR_HOST and
//     FIRESTORE_EMULATOR_HOST set (rules tests and sync tests run against that emulator);
//  4. builds the app against those emulators, serves it with `vite preview`, checks the first
//     screen's JS against its size budget (scripts/lib/first-screen-js.mjs), runs the e2e suite;
//  5. checks what `firebase deploy` would ship (scripts/lib/deploy-check.mjs);
//  6. stops everything and prints `N passed, N failed[, N skipped]`.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { requireChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/emulators.mjs';
import { checkFirstScreenBudget } from './lib/first-screen-js.mjs';
import { printDeployCheck, runDeployCheck } from './lib/deploy-check.mjs';
import { ensureFunctionsInstalled } from './lib/functions-emulator.mjs';
import { onInterrupt, run, stopAll } from './lib/proc.mjs';
import { E2E_OUT_DIR, buildApp, startBackend, startPreview } from './lib/stack.mjs';

const t0 = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const section = (title) => console.log(`\n━━━ ${title} ━━━`);

const chromePath = requireChromium();
// The backend's dependencies (functions/), for its test on the Functions emulator: installed when missing.
const functionsDeps = ensureFunctionsInstalled();
if (!functionsDeps.ok) console.log(`Backend: ${functionsDeps.reason} (its Functions-emulator tests are skipped)`);
const tmp = mkdtempSync(join(tmpdir(), 'advocacia-test-'));
const stoppers = [];
const stopEverything = async () => {
  await Promise.all(stoppers.splice(0).map((s) => s().catch(() => undefined)));
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
};
onInterrupt(stopEverything);

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

try {
  section('Firebase emulators (Auth, Firestore) and the Storage stand-in');
  let t = Date.now();
  const backend = await startBackend({ functions: functionsDeps.ok });
  stoppers.push(backend.stop);
  const { authHost, firestoreHost, storageHost, functionsHost } = backend;
  console.log(
    `Auth emulator on ${authHost}; Firestore emulator ${firestoreHost ? `on ${firestoreHost}` : 'unavailable'}; Storage stand-in ${storageHost ? `on ${storageHost}` : 'unavailable'}; backend on ${functionsHost} (${seconds(t)})`,
  );
  const env = {
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    ...(functionsHost ? { FUNCTIONS_EMULATOR_HOST: functionsHost } : {}),
    CHROME_PATH: chromePath,
    ...(firestoreHost ? { FIRESTORE_EMULATOR_HOST: firestoreHost } : {}),
    ...(storageHost ? { STORAGE_EMULATOR_HOST: storageHost } : {}),
  };

  section('Unit and integration tests (vitest)');
  t = Date.now();
  const vitestJson = join(tmp, 'vitest.json');
  const vitestCode = await run(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    { cwd: ROOT, env },
  );
  if (existsSync(vitestJson)) {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    const failedSuites = (r.testResults ?? []).filter(
      (s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0,
    );
    if (failedSuites.length > 0) {
      totals.failed += failedSuites.length;
      problems.push(`vitest: ${failedSuites.length} test file(s) failed to load`);
    }
    // The summary names every failing test: CI shows only the end of the log.
    for (const suite of r.testResults ?? []) {
      for (const a of suite.assertionResults ?? []) {
        if (a.status === 'failed')
          problems.push(
            `vitest: ${relative(ROOT, suite.name)} › ${a.fullName} — ${String(a.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300)}`,
          );
      }
    }
    console.log(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed (${seconds(t)})`);
  } else {
    totals.failed += 1;
    problems.push(`vitest produced no results (exit ${vitestCode})`);
  }
  if (vitestCode !== 0) problems.push(`vitest exited with ${vitestCode}`);

  section('Production build for the e2e tests (vite build)');
  t = Date.now();
  const buildCode = await buildApp({ authHost, firestoreHost, storageHost, functionsHost });
  if (buildCode !== 0) {
    totals.failed += 1;
    problems.push(`vite build failed (exit ${buildCode}): e2e tests not run`);
  } else {
    console.log(`built (${seconds(t)})`);
    const preview = await startPreview({ port: 4173 });
    stoppers.push(preview.stop);

    // Issue 14: the first screen's JavaScript may not grow past its budget (one check, a few seconds).
    section('First-screen size budget (JS loaded by /entrar)');
    const budget = await checkFirstScreenBudget({ chromePath, baseUrl: preview.url, distDir: E2E_OUT_DIR }).catch(
      (error) => ({
        ok: false,
        message: `could not measure the first screen: ${error.message}`,
      }),
    );
    console.log(`${budget.ok ? '✔' : '✖'} ${budget.message}`);
    if (budget.ok) totals.passed += 1;
    else {
      totals.failed += 1;
      problems.push(`size budget: ${budget.message.split('\n')[0]}`);
    }

    section(`End-to-end tests (Chromium, ${preview.url})`);
    t = Date.now();
    const e2eSummary = join(tmp, 'e2e.json');
    const e2eCode = await run(process.execPath, [join(ROOT, 'scripts', 'e2e.mjs')], {
      cwd: ROOT,
      env: { ...env, E2E_BASE_URL: preview.url, E2E_SUMMARY_FILE: e2eSummary },
    });
    if (existsSync(e2eSummary)) {
      const r = JSON.parse(readFileSync(e2eSummary, 'utf8'));
      totals.passed += r.passed;
      totals.failed += r.failed;
      totals.skipped += r.skipped;
    } else {
      totals.failed += 1;
      problems.push(`e2e produced no results (exit ${e2eCode})`);
    }
    if (e2eCode !== 0) problems.push(`e2e exited with ${e2eCode}`);
  }

  // Issue 29: what `firebase deploy` would ship (targets, rules, indexes, functions bundle), offline.
  // Last: it rebuilds functions/lib, which the Functions emulator above serves.
  section('Deploy check (npm run deploy:check)');
  t = Date.now();
  const deploy = await runDeployCheck({ firestoreHost });
  printDeployCheck(deploy);
  for (const r of deploy) {
    if (r.ok) totals.passed += 1;
    else {
      totals.failed += 1;
      problems.push(`deploy check: ${r.name}: ${r.lines[0] ?? ''}`.split('\n')[0]);
    }
  }
  console.log(`deploy check (${seconds(t)})`);
} catch (error) {
  totals.failed += 1;
  problems.push(error.message);
} finally {
  await stopEverything();
}

section(`Summary (${seconds(t0)})`);
for (const p of problems) console.log(`✖ ${p}`);
const failed = totals.failed > 0 || problems.length > 0;
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
