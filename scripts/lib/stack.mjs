// The production build under test: `vite build` pointed at an Auth emulator, served by `vite preview`.
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { freePort, waitForPort } from './ports.mjs';
import { run, spawnGroup, stopGroup } from './proc.mjs';

const VITE = join(ROOT, 'node_modules', '.bin', 'vite');

/** Where the e2e build goes (inside node_modules/.cache, so git and `npm run build` never see it). */
export const E2E_OUT_DIR = join(ROOT, 'node_modules', '.cache', 'e2e-dist');

/** `vite build` into `outDir` with the app pointed at the given Auth emulator. Resolves with the exit code. */
export function buildApp({ authHost, outDir = E2E_OUT_DIR, env = {} }) {
  return run(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { VITE_AUTH_EMULATOR_HOST: authHost, ...env },
  });
}

/** `vite preview` of `outDir` on `port` (or a free port when it is taken). Returns { url, child, stop() }. */
export async function startPreview({ outDir = E2E_OUT_DIR, port = 4173, quiet = true } = {}) {
  const actual = await freePort(port);
  const child = spawnGroup(VITE, ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(actual), '--strictPort'], {
    cwd: ROOT,
    quiet,
    prefix: '[preview]',
  });
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
