import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { formatDetails, formatTable, runChaos } from './run';
import type { Scenario } from './plan';

/**
 * One long chaos run for `npm run chaos` (scripts/chaos.mjs), configured by environment:
 * CHAOS_SEED, CHAOS_SCENARIO (plan.ts), CHAOS_OPS, CHAOS_DEVICES (3), CHAOS_STORAGE (dexie | memory), CHAOS_FAULTS
 * (1/0), CHAOS_KILLS (1/0), CHAOS_PACE_MS, CHAOS_CONVERGE_MS, CHAOS_REPORT (JSON output
 * file). It reports; it does not assert — scripts/chaos.mjs prints the table and sets the
 * exit code.
 */
const env = process.env;
const num = (name: string, fallback: number) =>
  env[name] !== undefined && env[name] !== '' ? Number(env[name]) : fallback;
const flag = (name: string, fallback: boolean) =>
  env[name] === undefined || env[name] === '' ? fallback : env[name] !== '0' && env[name] !== 'false';

it(`chaos run, seed ${env.CHAOS_SEED ?? 1}`, async () => {
  const report = await runChaos({
    seed: num('CHAOS_SEED', 1),
    scenario: (env.CHAOS_SCENARIO || 'mixed') as Scenario,
    ops: num('CHAOS_OPS', 300),
    devices: num('CHAOS_DEVICES', 3),
    storage: env.CHAOS_STORAGE === 'memory' ? 'memory' : 'dexie',
    faults: flag('CHAOS_FAULTS', true),
    kills: flag('CHAOS_KILLS', true),
    paceMs: num('CHAOS_PACE_MS', 120),
    convergeTimeoutMs: num('CHAOS_CONVERGE_MS', 120_000),
    verbose: flag('CHAOS_VERBOSE', false),
    direct: flag('CHAOS_DIRECT', false),
  });
  if (env.CHAOS_REPORT) writeFileSync(env.CHAOS_REPORT, JSON.stringify(report, null, 2));
  console.log(`${formatTable([report])}\n${formatDetails(report, 10)}`);
});
