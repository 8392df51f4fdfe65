// Starting the Firebase emulators (firebase-tools, a dev dependency) for `npm start` and `npm test`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnGroup, stopGroup } from './proc.mjs';
import { freePort, waitForPort } from './ports.mjs';

export const PROJECT_ID = 'demo-advocacia';
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

export const DEFAULT_PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 };

/**
 * Starts `firebase emulators:start --only <only>` for the demo project and waits until every
 * emulator answers. Ports come from firebase.json unless `ports` overrides them; the hub and
 * logging ports are always free ones, written into a temporary copy of the config, so that a
 * running `npm start` (or another checkout's tests) never collides with this one.
 * Returns { child, hosts: {auth: '127.0.0.1:9099', …}, stop() }.
 */
export async function startEmulators({
  only = ['auth'],
  ports = {},
  quiet = false,
  prefix = '[firebase]',
  timeoutMs = 180_000,
  env = {},
} = {}) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const wanted = Object.fromEntries(
    only.map((name) => [name, ports[name] ?? base.emulators?.[name]?.port ?? DEFAULT_PORTS[name]]),
  );

  const tempDir = mkdtempSync(join(tmpdir(), 'advocacia-firebase-'));
  const emulators = { ui: { enabled: false }, singleProjectMode: true };
  for (const name of only) emulators[name] = { host: '127.0.0.1', port: wanted[name] };
  emulators.hub = { host: '127.0.0.1', port: await freePort() };
  emulators.logging = { host: '127.0.0.1', port: await freePort() };
  const config = { emulators };
  if (only.includes('firestore')) config.firestore = { rules: join(ROOT, base.firestore?.rules ?? 'firestore.rules') };
  if (only.includes('storage')) config.storage = { rules: join(ROOT, base.storage?.rules ?? 'storage.rules') };
  // The backend (functions/, built into functions/lib): firebase-tools takes its source relative to the config's folder.
  if (only.includes('functions'))
    config.functions = [{ source: relative(tempDir, join(ROOT, 'functions')), codebase: 'default' }];
  writeFileSync(join(tempDir, 'firebase.json'), JSON.stringify(config, null, 2));
  const args = [
    'emulators:start',
    '--only',
    only.join(','),
    '--project',
    PROJECT_ID,
    '--config',
    join(tempDir, 'firebase.json'),
  ];

  const child = spawnGroup(FIREBASE_BIN, args, {
    cwd: tempDir,
    quiet,
    prefix,
    env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? '', ...env },
  });

  const stop = async () => {
    await stopGroup(child);
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await Promise.all(
      only.map((name) =>
        waitForPort(wanted[name], {
          url: `http://127.0.0.1:${wanted[name]}/`,
          timeoutMs,
          child,
          name: `Firebase ${name} emulator`,
        }),
      ),
    );
  } catch (error) {
    if (quiet) process.stderr.write(child.output.map((l) => `${prefix} ${l}\n`).join(''));
    await stop();
    throw error;
  }

  const hosts = Object.fromEntries(only.map((name) => [name, `127.0.0.1:${wanted[name]}`]));
  return { child, hosts, stop };
}

/** Where `npm start` notes the hosts of its running emulators, for `npm run grant-admin`. */
const RUNNING_FILE = join(ROOT, 'node_modules', '.cache', 'advocacia-emulators.json');

export function recordRunningEmulators(hosts) {
  mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
  writeFileSync(RUNNING_FILE, JSON.stringify({ ...hosts, pid: process.pid }));
}

export function forgetRunningEmulators() {
  rmSync(RUNNING_FILE, { force: true });
}

/** The hosts `npm start` recorded, if its process still runs: { auth, firestore?, storage? }. */
export function readRunningEmulators() {
  if (!existsSync(RUNNING_FILE)) return undefined;
  try {
    const recorded = JSON.parse(readFileSync(RUNNING_FILE, 'utf8'));
    process.kill(recorded.pid, 0);
    return recorded;
  } catch {
    return undefined;
  }
}
