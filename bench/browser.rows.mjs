// The Chromium benchmarks of `npm run bench` (picked up by scripts/bench.mjs through benchRows()).
//
// Starts the Auth emulator, builds the app for it (vite build into node_modules/.cache/bench-dist),
// serves it with vite preview, launches Debian Chromium once and runs every bench/*-browser.mjs
// module's `run({ baseUrl, browser })`, which returns report rows.
//
// Standalone: `node bench/browser.rows.mjs [name…]` (e.g. `clients`) prints the rows.
// BENCH_BASE_URL=http://… skips the emulator and build and uses an already running preview.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/lib/chromium.mjs';
import { ROOT, startEmulators } from '../scripts/lib/emulators.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { buildApp, startPreview } from '../scripts/lib/stack.mjs';

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
    if (!baseUrl) {
      console.log('[bench:browser] starting the Auth emulator…');
      const emulators = await startEmulators({ only: ['auth'], ports: { auth: await freePort(9099) }, quiet: true });
      stoppers.push(emulators.stop);
      console.log('[bench:browser] building the app…');
      const code = await buildApp({ authHost: emulators.hosts.auth, outDir: OUT_DIR });
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
      const mod = await import(pathToFileURL(join(ROOT, 'bench', name)).href);
      rows.push(...(await mod.run({ baseUrl, browser })));
    }
    return rows;
  } finally {
    for (const stop of stoppers) await stop().catch(() => undefined);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchRows(process.argv.slice(2));
  console.table(rows.map((r) => ({ metric: r.metric, value: Math.round(r.value * 10) / 10, baseline: r.baseline === null ? '—' : `${Math.round(r.baseline * 10) / 10} (${r.baselineLabel})`, note: r.note ?? '' })));
  process.exit(0);
}
