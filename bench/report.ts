import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How a benchmark file reports: one row per figure, beside its baseline measured in the
 * same run. scripts/bench.mjs sets BENCH_OUT to a directory and prints every row it finds
 * there as one table, so a new bench/*.bench.ts only has to call `reportRow`.
 */
export interface BenchRow {
  group: string;
  metric: string;
  value: number;
  baseline: number | null;
  baselineLabel: string;
  unit: string;
  note?: string;
}

export function reportRow(row: BenchRow): void {
  const dir = process.env.BENCH_OUT;
  const line = JSON.stringify(row);
  if (!dir) {
    console.info(`[bench] ${line}`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, 'rows.jsonl'), `${line}\n`);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

export async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}
