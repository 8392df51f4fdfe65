// Lighthouse in `npm run bench` (picked up by scripts/bench.mjs through benchRows()), issue 14.
//
// Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU) drives Debian Chromium
// against the production build served the way Firebase Hosting serves it (bench/hosting-server.mjs:
// brotli/gzip, firebase.json's headers, the SPA rewrite), pointed at a local backend (Auth +
// Firestore emulators, scripts/lib/stack.mjs). Two pages:
//   - /entrar, signed out, on a fresh profile (Lighthouse resets storage: nothing cached);
//   - /, signed in, with 10,000 clients in the replica: a staff member signs up, the clients are
//     written on the server and pulled by the device; then the service worker and the HTTP cache
//     are cleared (the session and the replica stay), so the app's code comes from the network
//     as after an update, and Lighthouse runs with its storage reset off.
// Each page runs RUNS times; every figure is the median. Rows: performance, accessibility and
// best-practices scores, FCP, LCP, TBT, CLS, the JS Lighthouse saw transferred (brotli, as
// Hosting serves it) and the JS requested before the first screen was on screen (gzip, the
// issue's budget; scripts/lib/first-screen-js.mjs), each beside its aim.
//
// Standalone: `node bench/lighthouse.rows.mjs` prints the rows. LIGHTHOUSE_RUNS=n changes RUNS;
// LIGHTHOUSE_PAGES=entrar (or home) runs one page only; LIGHTHOUSE_REPORT_DIR=dir keeps the reports.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/lib/chromium.mjs';
import { ROOT } from '../scripts/lib/emulators.mjs';
import { FIRST_SCREEN_JS_AIM_BYTES, measureFirstScreenJs } from '../scripts/lib/first-screen-js.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { buildApp, startBackend } from '../scripts/lib/stack.mjs';
import { median, signUp, waitForSynced } from './browser-common.mjs';
import { signedInUid } from '../test/e2e/helpers/page-script.mjs';
import { clientDoc } from './client-fixtures.mjs';
import { clearFirestore, writeDocs } from './firestore-rest.mjs';
import { startHostingServer } from './hosting-server.mjs';

const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'lighthouse-dist');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CLIENTS = 10_000;

/** Issue 14's aims (performance, FCP, LCP, TBT, JS) and the usual "good" marks for the rest. */
const AIMS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  fcp: 1500,
  lcp: 2000,
  tbt: 150,
  cls: 0.1,
  jsKb: 150,
};

/** A Chromium with a debugging port for Lighthouse, in a profile of its own (persistent: Lighthouse's tab shares its storage). */
async function launch(chromePath) {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const port = await freePort(9333);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    viewport: { width: 1024, height: 768 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return {
    context,
    port,
    close: async () => {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Forgets the service worker, its caches and the HTTP cache of `origin`; the session and the replica stay. */
async function forgetCode(context, origin) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/politica-privacidade`);
  await page.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}

async function runLighthouse(url, port, { keepStorage }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
    locale: 'pt-BR',
  });
  const lhr = result.lhr;
  // LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report (long tasks, boot-up time per script, the deprecations) for profiling.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const script = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    'best-practices': lhr.categories['best-practices'].score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: (script?.transferSize ?? NaN) / 1024,
    // The audits that cost points, per category (shown beside its score).
    failed: Object.fromEntries(
      ['accessibility', 'best-practices'].map((category) => [
        category,
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      ]),
    ),
  };
}

function rows(group, runs, firstScreen) {
  const m = (key) => median(runs.map((r) => r[key]));
  const spread = (key, digits = 0) => runs.map((r) => r[key].toFixed(digits)).join(', ');
  const failed = (category) => {
    const ids = [...new Set(runs.flatMap((r) => r.failed[category]))];
    return ids.length ? `perde pontos em: ${ids.join(', ')}` : '';
  };
  const row = (metric, key, unit, note = '') => ({
    group,
    metric,
    value: m(key),
    unit,
    baseline: AIMS[key],
    baselineLabel: 'meta',
    note,
  });
  return [
    row('Lighthouse performance', 'performance', 'pts', `execuções: ${spread('performance')}`),
    row('Lighthouse acessibilidade', 'accessibility', 'pts', failed('accessibility')),
    row('Lighthouse boas práticas', 'best-practices', 'pts', failed('best-practices')),
    row('FCP (simulado, 4G lento)', 'fcp', 'ms', `execuções: ${spread('fcp')}`),
    row('LCP (simulado, 4G lento)', 'lcp', 'ms', `execuções: ${spread('lcp')}`),
    row('TBT (CPU 4× mais lenta)', 'tbt', 'ms', `execuções: ${spread('tbt')}`),
    row('CLS', 'cls', '', `execuções: ${spread('cls', 3)}`),
    row(
      'JS transferido na carga (brotli, como o Hosting serve)',
      'jsKb',
      'KB',
      'tudo o que a página baixou até ficar quieta, inclusive depois da 1ª tela',
    ),
    {
      group,
      metric: 'JS pedido antes da 1ª tela (gzip)',
      value: firstScreen.gzip / 1024,
      unit: 'KB',
      baseline: FIRST_SCREEN_JS_AIM_BYTES / 1024,
      baselineLabel: 'meta',
      note: `${firstScreen.files.length} arquivos, ${(firstScreen.raw / 1024).toFixed(0)} KB sem compressão; tela pronta em ${firstScreen.readyAt.toFixed(0)} ms (sem limitação)`,
    },
  ];
}

export async function benchRows(pages = (process.env.LIGHTHOUSE_PAGES ?? 'entrar,home').split(',')) {
  const chromePath = requireChromium();
  const stoppers = [];
  try {
    console.log('[bench:lighthouse] starting the backend (Auth + Firestore emulators)…');
    const backend = await startBackend({ quiet: true });
    stoppers.push(backend.stop);
    console.log('[bench:lighthouse] building the app…');
    const code = await buildApp({
      authHost: backend.authHost,
      firestoreHost: backend.firestoreHost,
      storageHost: backend.storageHost,
      outDir: OUT_DIR,
    });
    if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
    const connectSrc = [backend.authHost, backend.firestoreHost, backend.storageHost]
      .filter(Boolean)
      .map((h) => `http://${h}`);
    const server = await startHostingServer({ dir: OUT_DIR, connectSrc });
    stoppers.push(server.stop);
    const out = [];

    if (pages.includes('entrar')) {
      console.log(`[bench:lighthouse] /entrar signed out, ${RUNS} runs…`);
      const browser = await launch(chromePath);
      try {
        const runs = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(await runLighthouse(`${server.url}/entrar`, browser.port, { keepStorage: false }));
        const plain = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
        const firstScreen = await measureFirstScreenJs({
          browser: plain,
          baseUrl: server.url,
          distDir: OUT_DIR,
        }).finally(() => plain.close());
        out.push(...rows('lighthouse /entrar (sem sessão)', runs, firstScreen));
      } finally {
        await browser.close();
      }
    }

    if (pages.includes('home')) {
      if (!backend.firestoreHost)
        throw new Error(`/ with ${CLIENTS} clients needs the Firestore emulator: ${backend.syncUnavailable}`);
      await clearFirestore(backend.firestoreHost);
      const browser = await launch(chromePath);
      try {
        const page = browser.context.pages()[0] ?? (await browser.context.newPage());
        page.setDefaultTimeout(60_000);
        await signUp(page, server.url, 'Lighthouse', backend);
        const uid = await signedInUid(page);
        const now = Date.now();
        await writeDocs(
          backend.firestoreHost,
          'clients',
          Array.from({ length: CLIENTS }, (_, i) => clientDoc(i, uid, new Date(now - i * 3_600_000).toISOString())),
        );
        const t = Date.now();
        await page.goto(`${server.url}/`);
        await waitForSynced(page, backend);
        console.log(
          `[bench:lighthouse] ${CLIENTS} clients pulled in ${((Date.now() - t) / 1000).toFixed(1)} s; / signed in, ${RUNS} runs…`,
        );
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          await forgetCode(browser.context, server.url);
          runs.push(await runLighthouse(`${server.url}/`, browser.port, { keepStorage: true }));
        }
        await forgetCode(browser.context, server.url);
        const firstScreen = await measureFirstScreenJs({
          context: browser.context,
          baseUrl: server.url,
          distDir: OUT_DIR,
          path: '/',
          isReady: () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === 'Início'),
        });
        out.push(...rows(`lighthouse / (com sessão, ${CLIENTS.toLocaleString('pt-BR')} clientes)`, runs, firstScreen));
      } finally {
        await browser.close();
      }
    }
    return out;
  } finally {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchRows();
  console.table(
    result.map((r) => ({
      group: r.group,
      metric: r.metric,
      value: Math.round(r.value * 10) / 10,
      aim: r.baseline,
      note: r.note,
    })),
  );
  process.exit(0);
}
