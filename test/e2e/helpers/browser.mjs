// Launching Chromium for e2e tests: a persistent context (installability and service workers
// behave as in a real profile) in a fresh temporary user-data-dir per test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, CHROMIUM_NOT_FOUND } from '../../../scripts/lib/chromium.mjs';

/** Base URL of the app under test (vite preview of the production build). */
export function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through `npm run test:e2e` or `npm test`.');
  return url.replace(/\/$/, '');
}

/**
 * Opens Chromium on the profile directory `userDataDir` (persistent: IndexedDB, service
 * worker, auth session and localStorage stay there). Returns { context, page, userDataDir,
 * baseURL, pageErrors, close() }; close() ends Chromium and KEEPS the directory, so opening it
 * again is the same device after a restart. Pass `viewport` (default 1280×800) or other
 * launchPersistentContext options in `options`.
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
    /** Uncaught page errors seen so far (useful in assertions and failure messages). */
    pageErrors: errors,
    async close() {
      await context.close().catch(() => undefined);
    },
  };
}

/** A fresh, throw-away browser profile (launchAppInProfile on a new directory, removed on close). */
export async function launchApp(options = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'advocacia-e2e-'));
  const app = await launchAppInProfile(userDataDir, options);
  return {
    ...app,
    async close() {
      await app.close();
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Path part of the page's URL ('/entrar'). */
export function pathOf(page) {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is `path` (a string or a RegExp). */
export async function waitForPath(page, path, timeout = 60_000) {
  await page.waitForURL((url) => (path instanceof RegExp ? path.test(url.pathname) : url.pathname === path), {
    timeout,
  });
}
