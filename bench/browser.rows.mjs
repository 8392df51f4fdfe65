// The Chromium benchmarks of `npm run bench` (picked up by scripts/bench.mjs through benchRows()).
//
// Starts the local backend (scripts/lib/stack.mjs startBackend(): Auth emulator + Firestore
// emulator with firestore.rules), builds the app pointed at both (vite build into
// node_modules/.cache/bench-dist), serves it with vite preview, launches Debian Chromium once and
// runs every bench/*-browser.mjs module's `run({ baseUrl, browser, backend })`, which returns
// report rows. `backend` is { authHost, firestoreHost } (firestoreHost undefined when this machine
// has no Firestore emulator: the app then runs without sync, and the sync benchmark says so).
// The Firestore emulator is emptied before each module, so each starts from a clean server.
//
// Standalone: `node bench/browser.rows.mjs [name…]` (e.g. `clients`, `sync`) prints the rows.
// BENCH_BASE_URL=http://… skips the backend and build and uses an already running preview, whose
// emulators BENCH_AUTH_HOST and BENCH_FIRESTORE_HOST (host:port) name.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/lib/chromium.mjs';
import { ROOT } from '../scripts/lib/emulators.mjs';
import { buildApp, startBackend, startPreview } from '../scripts/lib/stack.mjs';
import { clearFirestore } from './firestore-rest.mjs';

const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'bench-dist');

export async function benchRows(filters = (process.env.BENCH_BROWSER ?? '').split(',').filter(Boolean)) {
  const modules = readdirSync(join(ROOT, 'bench'))
    .filter((f) => f.endsWith('-browser.mjs'))
    .filter((f) => filters.length === 0 || filters.some((flt) => f.includes(flt)))
    .sort();
  if (modules.length === 0) return [];
  const stoppers = [];
  try {
    let baseUrl = process.env.BENCH_BASE_URL;
    let backend = {
      authHost: process.env.BENCH_AUTH_HOST,
      firestoreHost: process.env.BENCH_FIRESTORE_HOST,
      storageHost: process.env.BENCH_STORAGE_HOST,
    };
    if (!baseUrl) {
      console.log('[bench:browser] starting the backend (Auth + Firestore emulators)…');
      const started = await startBackend({ quiet: true });
      stoppers.push(started.stop);
      backend = {
        authHost: started.authHost,
        firestoreHost: started.firestoreHost,
        storageHost: started.storageHost,
        syncUnavailable: started.syncUnavailable,
      };
      console.log('[bench:browser] building the app…');
      const code = await buildApp({
        authHost: backend.authHost,
        firestoreHost: backend.firestoreHost,
        storageHost: backend.storageHost,
        outDir: OUT_DIR,
      });
      if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
      const preview = await startPreview({ outDir: OUT_DIR, port: 4273 });
      stoppers.push(preview.stop);
      baseUrl = preview.url;
    }
    const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
    stoppers.unshift(() => browser.close());
    const rows = [];
    for (const name of modules) {
      console.log(`[bench:browser] ${name} against ${baseUrl}…`);
      if (backend.firestoreHost) await clearFirestore(backend.firestoreHost);
      try {
        const mod = await import(pathToFileURL(join(ROOT, 'bench', name)).href);
        rows.push(...(await mod.run({ baseUrl, browser, backend })));
      } catch (error) {
        // One module's failure must not hide the others' rows: it is a row of its own, and the run fails.
        console.error(`[bench:browser] ${name} failed:`, error);
        const message = String(error?.message ?? error).split('\n')[0];
        rows.push({
          group: name,
          metric: 'falhou',
          value: null,
          baseline: null,
          unit: '',
          note: message,
          failed: true,
        });
      }
    }
    return rows;
  } finally {
    for (const stop of stoppers) await stop().catch(() => undefined);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchRows(process.argv.slice(2));
  console.table(
    rows.map((r) => ({
      metric: r.metric,
      value: Math.round(r.value * 10) / 10,
      baseline: r.baseline === null ? '—' : `${Math.round(r.baseline * 10) / 10} (${r.baselineLabel})`,
      note: r.note ?? '',
    })),
  );
  process.exit(rows.some((r) => r.failed) ? 1 : 0);
}
