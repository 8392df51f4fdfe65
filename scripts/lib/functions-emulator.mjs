// The firm's backend (functions/, Cloud Functions for Firebase) run locally by firebase-tools'
// Functions emulator, for `npm start` and the tests. It needs no Java. It runs in its own
// firebase-tools process beside the Auth emulator and the official Firestore emulator jar
// (scripts/lib/firestore-emulator.mjs): firebase-tools cannot start that jar on Java < 21, so
// the Functions runtime is handed FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST itself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, startEmulators } from './emulators.mjs';
import { freePort } from './ports.mjs';

export const FUNCTIONS_DIR = join(ROOT, 'functions');
// packages/shared/src/config/backend.ts: BACKEND_REGION, BACKEND_FUNCTION.
export const BACKEND_REGION = 'southamerica-east1';
export const BACKEND_FUNCTION = 'api';

/** Whether functions/ has its dependencies (`npm ci --prefix functions`). */
export function functionsInstalled() {
  return existsSync(join(FUNCTIONS_DIR, 'node_modules', 'firebase-functions', 'package.json'));
}

/**
 * Installs functions/'s dependencies when missing (`npm ci --prefix functions`, from its
 * lockfile; the npm registry only). Returns { ok, reason? }.
 */
export function ensureFunctionsInstalled({ install = true } = {}) {
  if (functionsInstalled()) return { ok: true };
  if (!install) return { ok: false, reason: 'dependências do backend não instaladas: npm ci --prefix functions' };
  console.log('Instalando as dependências do backend (npm ci --prefix functions)…');
  const result = spawnSync('npm', ['ci', '--prefix', FUNCTIONS_DIR, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  return result.status === 0
    ? { ok: true }
    : { ok: false, reason: `npm ci --prefix functions falhou (código ${result.status})` };
}

/**
 * Bundles functions/src into functions/lib (functions/build.mjs, what the emulator runs), in under a
 * second. The type check is `npm run typecheck`'s, and a deploy's (its predeploy, `npm run build`, does
 * both): here it would add half a minute to every start. Returns { ok, output }.
 */
export function buildFunctions() {
  const result = spawnSync(process.execPath, [join(FUNCTIONS_DIR, 'build.mjs')], { encoding: 'utf8', cwd: ROOT });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** The API's base URL on the Functions emulator (as src/lib/http/backend.ts builds it). */
export function backendUrl(host, projectId = PROJECT_ID) {
  return `http://${host}/${projectId}/${BACKEND_REGION}/${BACKEND_FUNCTION}`;
}

async function waitForBackend(host, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('the Functions emulator exited before the backend answered');
    try {
      const res = await fetch(`${backendUrl(host)}/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the backend did not answer at ${backendUrl(host)}/health within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Installs (when missing and `install`), builds and starts the backend on the Functions
 * emulator, pointed at the given Auth and Firestore emulators, and waits until it answers.
 * Returns { host, url, child, stop() }; throws with the reason when it cannot.
 */
export async function startFunctionsEmulator({
  authHost,
  firestoreHost,
  port,
  install = true,
  quiet = true,
  prefix = '[functions]',
  timeoutMs = 120_000,
} = {}) {
  const installed = ensureFunctionsInstalled({ install });
  if (!installed.ok) throw new Error(installed.reason);
  const built = buildFunctions();
  if (!built.ok) throw new Error(`functions/ não compila:\n${built.output}`);
  const started = await startEmulators({
    only: ['functions'],
    ports: { functions: port ?? (await freePort(5001)) },
    quiet,
    prefix,
    timeoutMs,
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      ...(firestoreHost ? { FIRESTORE_EMULATOR_HOST: firestoreHost } : {}),
    },
  });
  try {
    await waitForBackend(started.hosts.functions, started.child, timeoutMs);
  } catch (error) {
    if (quiet) process.stderr.write(started.child.output.map((l) => `${prefix} ${l}\n`).join(''));
    await started.stop();
    throw error;
  }
  return {
    host: started.hosts.functions,
    url: backendUrl(started.hosts.functions),
    child: started.child,
    stop: started.stop,
  };
}
