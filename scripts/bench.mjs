#!/usr/bin/env node
// `npm run bench`: runs every bench/**/*.bench.ts (vitest, TS without tsx) and prints one
// table of all rows they report (see bench/report.ts), each beside its baseline and ratio.
// Add a benchmark by adding a bench/<name>.bench.ts that calls reportRow(), or a plain
// bench/<name>.rows.mjs exporting `async function benchRows()` that returns rows of the same
// shape ({ group, metric, value, baseline, baselineLabel, unit, note? }) — e.g. browser
// benchmarks that drive Chromium. Nothing here needs to change. Extra args go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'bench-'));
const args = ['vitest', 'run', '--config', 'bench/vitest.bench.config.ts', ...process.argv.slice(2)];
const run = spawnSync('npx', args, {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, BENCH_OUT: out },
});

const file = join(out, 'rows.jsonl');
const rows = existsSync(file)
  ? readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
rmSync(out, { recursive: true, force: true });

let failed = run.status !== 0;
for (const name of readdirSync('bench')
  .filter((f) => f.endsWith('.rows.mjs'))
  .sort()) {
  try {
    const mod = await import(pathToFileURL(join(process.cwd(), 'bench', name)).href);
    const got = await mod.benchRows();
    rows.push(...got);
    if (got.some((r) => r.failed)) failed = true;
  } catch (error) {
    failed = true;
    console.error(`[bench] ${name} failed:`, error);
  }
}

const fmt = (n, unit) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '—'
    : `${n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n)} ${unit}`;
const table = rows.map((r) => ({
  group: r.group,
  metric: r.metric,
  value: fmt(r.value, r.unit),
  baseline: r.baseline === null ? '—' : `${fmt(r.baseline, r.unit)} (${r.baselineLabel})`,
  ratio: r.baseline ? `${(r.value / r.baseline).toFixed(2)}x` : '—',
  note: r.note ?? '',
}));
const headers = ['group', 'metric', 'value', 'baseline', 'ratio', 'note'];
const widths = headers.map((h) => Math.max(h.length, ...table.map((r) => String(r[h]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log('\n' + line(headers));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of table) console.log(line(headers.map((h) => r[h])));
if (rows.length === 0) console.log('(no benchmark rows were reported)');
process.exit(failed ? 1 : 0);
