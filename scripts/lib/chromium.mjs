// Finding a Chromium to drive with playwright-core, without ever downloading one.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages } from './apt.mjs';

export const CHROMIUM_NOT_FOUND =
  'Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH';

/** Flags measured to work for headless Debian Chromium in containers (see docs/toolchain notes). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's own browsers, if someone installed them (we never download them ourselves). */
function playwrightChromium() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return undefined;
  const dirs = readdirSync(root)
    .filter((d) => /^chromium(_headless_shell)?-\d+$/.test(d))
    .sort()
    .reverse();
  for (const d of dirs) {
    for (const rel of [
      'chrome-linux/chrome',
      'chrome-linux64/chrome',
      'chrome-headless-shell-linux64/chrome-headless-shell',
      'chrome-linux/headless_shell',
    ]) {
      const p = join(root, d, rel);
      if (existsSync(p)) return p;
    }
  }
  return undefined;
}

/** CHROME_PATH, then Debian's /usr/bin/chromium, then a Playwright-installed Chromium. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  return playwrightChromium();
}

/**
 * findChromium(); when there is none, Debian's chromium is installed if this process may
 * (root or password-less sudo, as in CI); otherwise exit at once with the install hint.
 */
export function requireChromium() {
  let path = findChromium();
  if (!path && !process.env.CHROME_PATH && ensureDebianPackages(['chromium'], { why: 'navegador dos testes' }))
    path = findChromium();
  if (!path) {
    console.error(CHROMIUM_NOT_FOUND);
    process.exit(1);
  }
  return path;
}
