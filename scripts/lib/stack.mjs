// The stack under test: the local backend (Auth emulator + Firestore emulator with
// firestore.rules + the local Storage stand-in with storage.rules + the firm's backend,
// functions/, on the Functions emulator), and the production build pointed at it, served by
// `vite preview`.
import { join } from 'node:path';
import { ROOT, startEmulators } from './emulators.mjs';
import { planFirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.mjs';
import { startFunctionsEmulator } from './functions-emulator.mjs';
import { startStorageStandin } from './storage-standin.mjs';
import { freePort, waitForPort } from './ports.mjs';
import { run, spawnGroup, stopGroup } from './proc.mjs';

const VITE = join(ROOT, 'node_modules', '.bin', 'vite');

/** Where the e2e build goes (inside node_modules/.cache, so git and `npm run build` never see it). */
export const E2E_OUT_DIR = join(ROOT, 'node_modules', '.cache', 'e2e-dist');

/**
 * The local backend for tests, benchmarks and screenshots: the Auth emulator and, when this
 * machine has one, a Firestore emulator with firestore.rules for the app's project (missing
 * Java is installed when this process may). Without Firestore it says so in one line.
 * With `functions`, also the firm's backend (functions/) on the Functions emulator, pointed at
 * both (it fails the start if it cannot run: the tests that need it would only time out).
 * Storage is the local stand-in (storage-standin.mjs; it reads Firestore for its rules, so it
 * runs only beside one).
 * Returns { authHost, firestoreHost?, storageHost?, functionsHost?, syncUnavailable?: reason, storageUnavailable?, stop() }.
 */
export async function startBackend({ quiet = true, functions = false } = {}) {
  const stoppers = [];
  const stop = () => Promise.all(stoppers.map((s) => s().catch(() => undefined)));
  try {
    const [auth, firestore] = await Promise.all([
      startEmulators({ only: ['auth'], ports: { auth: await freePort(9099) }, quiet }).then(
        (e) => (stoppers.push(e.stop), e),
      ),
      (async () => {
        const plan = planFirestoreEmulator({ install: true });
        if (plan.how === 'none') return { reason: plan.reason };
        const started = await startFirestoreEmulator({ port: await freePort(8080), plan, quiet });
        stoppers.push(started.stop);
        return started;
      })(),
    ]);
    if (firestore.reason) console.log(`Sincronização indisponível: ${firestore.reason}`);
    let storageHost;
    let storageUnavailable;
    if (firestore.host) {
      try {
        const storage = await startStorageStandin({
          port: await freePort(9199),
          firestoreHost: firestore.host,
          quiet: quiet && !process.env.STORAGE_STANDIN_LOG,
        });
        stoppers.push(storage.stop);
        storageHost = storage.host;
      } catch (error) {
        storageUnavailable = error.message;
        console.log(error.message);
      }
    } else storageUnavailable = 'sem emulador do Firestore';
    let functionsHost;
    if (functions) {
      const backend = await startFunctionsEmulator({ authHost: auth.hosts.auth, firestoreHost: firestore.host, quiet });
      stoppers.push(backend.stop);
      functionsHost = backend.host;
    }
    return {
      authHost: auth.hosts.auth,
      firestoreHost: firestore.host,
      storageHost,
      functionsHost,
      syncUnavailable: firestore.reason,
      storageUnavailable,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `vite build` into `outDir` with the app pointed at the given emulators. Resolves with the exit code. */
export function buildApp({ authHost, firestoreHost, storageHost, functionsHost, outDir = E2E_OUT_DIR, env = {} }) {
  return run(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: {
      VITE_AUTH_EMULATOR_HOST: authHost,
      ...(firestoreHost ? { VITE_FIRESTORE_EMULATOR_HOST: firestoreHost } : {}),
      ...(storageHost ? { VITE_STORAGE_EMULATOR_HOST: storageHost } : {}),
      ...(functionsHost ? { VITE_FUNCTIONS_EMULATOR_HOST: functionsHost } : {}),
      ...env,
    },
  });
}

/** `vite preview` of `outDir` on `port` (or a free port when it is taken). Returns { url, child, stop() }. */
export async function startPreview({ outDir = E2E_OUT_DIR, port = 4173, quiet = true } = {}) {
  const actual = await freePort(port);
  const child = spawnGroup(
    VITE,
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(actual), '--strictPort'],
    {
      cwd: ROOT,
      quiet,
      prefix: '[preview]',
    },
  );
  const url = `http://127.0.0.1:${actual}`;
  try {
    await waitForPort(actual, { url: `${url}/`, child, name: 'vite preview', timeoutMs: 60_000 });
  } catch (error) {
    process.stderr.write(child.output.map((l) => `[preview] ${l}\n`).join(''));
    await stopGroup(child);
    throw error;
  }
  return { url, child, stop: () => stopGroup(child) };
}
