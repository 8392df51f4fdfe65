// Installing a missing Debian package (Chromium, Java) the way .ci/run does, when this
// process may: as root, or with password-less sudo. Never anything else (no downloads).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function aptCommand() {
  if (!existsSync('/usr/bin/apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

/** Whether missing Debian packages can be installed here without asking anyone. */
export function canInstallDebianPackages() {
  return aptCommand() !== undefined;
}

/**
 * `apt-get install` of `packages` (after one `apt-get update`) when allowed; true when it
 * succeeded. Prints one line saying what it does and why.
 */
export function ensureDebianPackages(packages, { why } = {}) {
  const prefix = aptCommand();
  if (!prefix) return false;
  console.log(`Instalando ${packages.join(' ')} (apt-get)${why ? ` — ${why}` : ''}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  };
  return run(['update']) && run(['install', '-y', '--no-install-recommends', ...packages]);
}
