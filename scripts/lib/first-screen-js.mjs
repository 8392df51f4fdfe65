// What the first screen costs in JavaScript: the scripts a fresh tablet (empty cache, no service
// worker yet) downloads before /entrar is on screen and the page has loaded, with each file's
// size raw and gzipped as it is on disk in the build. Measured in Chromium rather than read from
// index.html, because the entry's dynamic imports (the app, the route's lazy component, the CSS
// of a chunk) are only known by running it. Used by `npm test`'s size budget (scripts/test-all.mjs)
// and by the Lighthouse bench (bench/lighthouse.rows.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The aim of issue 14: JavaScript loaded by /entrar, gzip. */
export const FIRST_SCREEN_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Loads `baseUrl + path` in a fresh context of `browser` (service workers blocked: their precache
 * is not the first screen's cost) and records, in the page, the frame in which `isReady` first
 * holds (for /entrar: its 'Entrar' button exists). Every .js whose request started before that
 * frame counts; what the app loads after its first screen is on screen (Auth, the service worker,
 * routes preloaded on intent) does not. Sizes are the files' in `distDir`.
 * Returns { files: [{ file, raw, gzip }], raw, gzip, readyAt (ms since navigation) }.
 */
export async function measureFirstScreenJs({ browser, baseUrl, distDir, path = '/entrar', isReady = entrarReady }) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 }, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      const isReady = ${isReady.toString()};
      const poll = () => (isReady() ? (window.__firstScreenAt = performance.now()) : requestAnimationFrame(poll));
      requestAnimationFrame(poll);
    })()`);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__firstScreenAt !== undefined, null, { timeout: 30_000 });
    const { readyAt, scripts } = await page.evaluate(() => ({
      readyAt: window.__firstScreenAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= window.__firstScreenAt)
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && /\.m?js$/.test(u.pathname))
        .map((u) => u.pathname),
    }));
    const files = [...new Set(scripts)].sort().map((file) => {
      const data = readFileSync(join(distDir, file));
      return { file, raw: data.length, gzip: gzipSync(data).length };
    });
    return { files, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0), readyAt };
  } finally {
    await context.close();
  }
}

/** /entrar is on screen when its submit button is (runs in the page). */
function entrarReady() {
  return [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Entrar');
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
