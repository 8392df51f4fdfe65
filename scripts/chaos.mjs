#!/usr/bin/env node
// `npm run chaos -- --seed N --ops N [--devices 3]`: the data layer's chaos test (issue 11),
// long runs. The short fixed-seed run: test/chaos/chaos-short.test.ts (part of npm test).
//
//   --seed N | --seeds 1,2,3 | --seeds 1..20   one run per seed (default 1)
//   --scenario NAME            mixed (default), single-writer (the no-fault control: each device
//                              writes only its own documents), edit-delete, kill-while-writing,
//                              or all (the four in turn, seed by seed); see test/chaos/plan.ts
//   --cpu-load N               N busy-loop processes run beside the runs (a loaded machine)
//   --ops N                    repository calls per run (default 300)
//   --parallel N               runs at a time, sharing the emulator (default 1; each run is 3 devices
//                              in one process: on a quiet machine of C cores, up to C/2 keeps the timings honest)
//   --devices N                devices of the firm (default 3)
//   --storage dexie|memory     each device's RxDB storage: Dexie on fake-indexeddb (default,
//                              the product's storage) or RxDB's memory storage
//   --no-faults, --no-kills    without network faults / without tab kills
//   --pace MS                  mean pause between steps (default 120)
//   --converge-ms MS           how long to wait after heal for every device to equal the server (default 120000)
//   --max-converge-s S         a run that took longer than this to converge counts as a problem (default 30, the aim)
//   --json FILE                all reports as JSON
//
// Each run is one vitest process (test/chaos/vitest.config.ts, test/chaos/chaos-run.vitest.ts):
// the TypeScript data layer as the tests see it. The official Firestore emulator comes from
// FIRESTORE_EMULATOR_HOST, or is started once here (scripts/lib/firestore-emulator.mjs) and
// shared by the runs; each run loads firestore.rules into a project of its own.
// Exit code: 0 when every run lost nothing, undid no delete and converged within --max-converge-s; 1 otherwise.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { startFirestoreEmulator } from './lib/firestore-emulator.mjs';
import { freePort } from './lib/ports.mjs';
import { onInterrupt, run, stopAll } from './lib/proc.mjs';
import { formatDetails, formatTable } from '../test/chaos/table.mjs';

const SCENARIOS = ['mixed', 'single-writer', 'edit-delete', 'kill-while-writing'];

/** '1,2,3' or '1..20' (or both: '1..5,9'). */
function seedList(text) {
  return text.split(',').flatMap((part) => {
    const range = part.trim().match(/^(\d+)\.\.(\d+)$/);
    if (!range) return [Number(part.trim())];
    const [a, b] = [Number(range[1]), Number(range[2])];
    return Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  });
}

function parseArgs(argv) {
  const o = {
    scenario: 'mixed',
    cpuLoad: 0,
    seeds: [1],
    ops: 300,
    devices: 3,
    storage: 'dexie',
    faults: true,
    kills: true,
    pace: undefined,
    convergeMs: undefined,
    maxConvergeS: 30,
    json: undefined,
    parallel: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} precisa de um valor`);
      return v;
    };
    if (a === '--seed' || a === '--seeds') o.seeds = seedList(next());
    else if (a === '--scenario') o.scenario = next();
    else if (a === '--cpu-load') o.cpuLoad = Number(next());
    else if (a === '--ops') o.ops = Number(next());
    else if (a === '--devices') o.devices = Number(next());
    else if (a === '--storage') o.storage = next();
    else if (a === '--no-faults') o.faults = false;
    else if (a === '--no-kills') o.kills = false;
    else if (a === '--pace') o.pace = Number(next());
    else if (a === '--converge-ms') o.convergeMs = Number(next());
    else if (a === '--max-converge-s') o.maxConvergeS = Number(next());
    else if (a === '--json') o.json = next();
    else if (a === '--parallel') o.parallel = Number(next());
    else if (a === '--help' || a === '-h') {
      console.log(
        readFileSync(new URL(import.meta.url), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('//'))
          .map((l) => l.slice(3))
          .join('\n'),
      );
      process.exit(0);
    } else throw new Error(`argumento desconhecido: ${a}`);
  }
  if (o.seeds.some((s) => !Number.isInteger(s))) throw new Error('--seed: números inteiros');
  if (!(o.ops > 0) || !(o.devices >= 2)) throw new Error('--ops > 0 e --devices >= 2');
  if (!['dexie', 'memory'].includes(o.storage)) throw new Error('--storage dexie|memory');
  if (![...SCENARIOS, 'all'].includes(o.scenario)) throw new Error(`--scenario ${[...SCENARIOS, 'all'].join('|')}`);
  if (!(o.cpuLoad >= 0)) throw new Error('--cpu-load N (N >= 0)');
  if (!(Number.isInteger(o.parallel) && o.parallel >= 1)) throw new Error('--parallel N (N >= 1)');
  return o;
}

const o = parseArgs(process.argv.slice(2));
const tmp = mkdtempSync(join(tmpdir(), 'advocacia-chaos-'));
let emulator;
const busy = [];
const cleanup = async () => {
  for (const p of busy.splice(0)) p.kill('SIGKILL');
  await emulator?.stop().catch(() => undefined);
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
};
onInterrupt(cleanup);

const reports = [];
const failures = [];
try {
  let host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    const t = Date.now();
    emulator = await startFirestoreEmulator({ port: await freePort(), projectId: 'demo-chaos' });
    host = emulator.host;
    console.log(`[chaos] emulador oficial do Firestore em ${host} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }
  // A loaded machine (issue 25): busy loops beside the runs, stopped with them.
  for (let i = 0; i < o.cpuLoad; i++)
    busy.push(
      spawn(process.execPath, ['-e', 'const end = Date.now() + 6 * 3600e3; while (Date.now() < end) {}'], {
        stdio: 'ignore',
      }),
    );
  const runSeed = async (k, seed) => {
    const scenario = o.scenario === 'all' ? SCENARIOS[k % SCENARIOS.length] : o.scenario;
    const out = join(tmp, `report-${seed}-${scenario}.json`);
    const env = {
      FIRESTORE_EMULATOR_HOST: host,
      CHAOS_SCENARIO: scenario,
      CHAOS_SEED: String(seed),
      CHAOS_OPS: String(o.ops),
      CHAOS_DEVICES: String(o.devices),
      CHAOS_STORAGE: o.storage,
      CHAOS_FAULTS: o.faults ? '1' : '0',
      CHAOS_KILLS: o.kills ? '1' : '0',
      CHAOS_REPORT: out,
      ...(o.pace !== undefined ? { CHAOS_PACE_MS: String(o.pace) } : {}),
      ...(o.convergeMs !== undefined ? { CHAOS_CONVERGE_MS: String(o.convergeMs) } : {}),
    };
    const code = await run(
      join(ROOT, 'node_modules', '.bin', 'vitest'),
      ['run', '-c', 'test/chaos/vitest.config.ts', 'test/chaos/chaos-run.vitest.ts'],
      { cwd: ROOT, env },
    );
    if (!existsSync(out)) {
      failures.push(`seed ${seed}: a execução não produziu relatório (vitest saiu com ${code})`);
      return;
    }
    reports.push({ ...JSON.parse(readFileSync(out, 'utf8')), cpuLoad: o.cpuLoad, parallel: o.parallel });
    // Written as each run ends, so a long series stopped half-way keeps what it measured.
    if (o.json) writeFileSync(o.json, JSON.stringify(reports, null, 2));
  };
  // --parallel N: N workers take the seeds in order; the table keeps the seeds' order.
  const queue = [...o.seeds.entries()];
  await Promise.all(
    Array.from({ length: Math.min(o.parallel, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await runSeed(...next);
    }),
  );
  reports.sort((a, b) => o.seeds.indexOf(a.seed) - o.seeds.indexOf(b.seed));
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await cleanup();
}

if (o.json) writeFileSync(o.json, JSON.stringify(reports, null, 2));
console.log('\n━━━ chaos ━━━');
if (reports.length) {
  console.log(formatTable(reports));
  for (const r of reports) {
    const details = formatDetails(r);
    if (details) console.log(`\n${details}`);
  }
  const storage =
    o.storage === 'memory'
      ? 'RxDB memory storage (rxdb/plugins/storage-memory)'
      : 'Dexie storage on fake-indexeddb (the product’s storage)';
  console.log(`\nstorage: ${storage}; server: ${reports[0].server}, firestore.rules, signed-in staff (advogado)`);
}
// A run has a problem when it lost or undid anything, a device still differed after heal, it took
// longer than the aim to converge, or a device never said 'sincronizado' after a passing check —
// or said it while it differed.
const bad = reports.filter(
  (r) =>
    r.oracle.lost.length + r.oracle.missingCreates.length + r.oracle.undoneDeletes.length + r.divergentDocs > 0 ||
    r.convergeMs === null ||
    r.convergeMs > o.maxConvergeS * 1000 ||
    r.verifiedMs === null ||
    r.divergentWhenVerified > 0,
);
for (const f of failures) console.log(`✖ ${f}`);
console.log(
  bad.length || failures.length
    ? `✖ ${bad.length + failures.length} run(s) with problems`
    : `✓ ${reports.length} run(s): nothing lost, nothing undone, every device converged within ${o.maxConvergeS} s and said 'sincronizado' only once verified`,
);
process.exit(bad.length || failures.length ? 1 : 0);
