// A browser profile that outlives its Chromium: launch, close (e.g. in the middle of a sync)
// and launch again on the SAME user-data-dir, i.e. the same IndexedDB, service worker, auth
// session and localStorage — the same device restarted. launchApp() (browser.mjs) is the
// one-shot variant that deletes its profile on close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, CHROMIUM_NOT_FOUND } from '../../../scripts/lib/chromium.mjs';
import { baseUrl } from './browser.mjs';

/** A new, empty profile directory; remove it with removeProfileDir() when done. */
export function makeProfileDir() {
  return mkdtempSync(join(tmpdir(), 'advocacia-e2e-profile-'));
}

export function removeProfileDir(userDataDir) {
  rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Opens Chromium on `userDataDir` (same defaults as launchApp). Returns
 * { context, page, userDataDir, pageErrors, close() }; close() ends Chromium and KEEPS the
 * directory, so launchAppInProfile(userDataDir) again is the same device after a restart.
 */
export async function launchAppInProfile(userDataDir, options = {}) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_NOT_FOUND);
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
    ...options,
  });
  context.setDefaultTimeout(Number(process.env.E2E_ACTION_TIMEOUT_MS ?? 30_000));
  context.setDefaultNavigationTimeout(Number(process.env.E2E_NAVIGATION_TIMEOUT_MS ?? 60_000));
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  return {
    context,
    page,
    userDataDir,
    baseURL: baseUrl(),
    pageErrors: errors,
    async close() {
      await context.close().catch(() => undefined);
    },
  };
}
