// Child processes in their own process groups, so that stopping one stops its children too.
import { spawn } from 'node:child_process';

const running = new Set();

/**
 * Spawns `command args` detached (its own process group). `prefix` labels its output lines;
 * `quiet` hides output unless the process fails (it is then replayed).
 */
export function spawnGroup(command, args, { env, cwd, prefix, quiet = false, stdio } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: stdio ?? ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const forward = (stream, out) => {
    if (!stream) return;
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        log.push(line);
        if (log.length > 400) log.shift();
        if (!quiet) out.write(prefix ? `${prefix} ${line}\n` : `${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.output = log;
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      running.delete(child);
      log.push(String(error));
      resolve({ code: 127, signal: null, error });
    });
  });
  running.add(child);
  return child;
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** SIGTERM to the child's process group, SIGKILL after `graceMs`. */
export async function stopGroup(child, graceMs = 8000) {
  if (!child || !child.pid) return;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader may exit before its children: make sure nothing of the group survives.
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* group already empty */
  }
}

/** Stops every group started through spawnGroup, newest first. */
export async function stopAll() {
  const children = [...running].reverse();
  await Promise.all(children.map((c) => stopGroup(c)));
}

/** Runs `command args` to completion (output inherited); resolves with the exit code. */
export async function run(command, args, { env, cwd } = {}) {
  const child = spawnGroup(command, args, { env, cwd, stdio: 'inherit' });
  const { code, signal } = await child.exited;
  return code ?? (signal ? 1 : 0);
}

/** Calls `cleanup` once on SIGINT/SIGTERM (and exits 130/143 after it). */
export function onInterrupt(cleanup) {
  let stopping = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      try {
        await cleanup(signal);
      } finally {
        process.exit(code);
      }
    });
  }
}
