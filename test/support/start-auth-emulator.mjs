// Starts the real Firebase Auth emulator (firebase-tools, pure Node) on a free port for tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_PROJECT = 'demo-advocacia';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not answer at ${url} in time`);
}

export async function startAuthEmulator({ timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: { auth: { port, host: '127.0.0.1' }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );
  const bin = new URL('../../node_modules/.bin/firebase', import.meta.url).pathname;
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT, '--config', config], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const host = `127.0.0.1:${port}`;
  try {
    await waitUntilUp(`http://${host}/emulator/v1/projects/${DEMO_PROJECT}/config`, Date.now() + timeoutMs);
  } catch (error) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    throw new Error(`${error.message}\n${output.slice(-2000)}`);
  }
  return {
    host,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGINT');
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            /* gone */
          }
          resolve();
        }, 5000).unref();
      }),
  };
}
