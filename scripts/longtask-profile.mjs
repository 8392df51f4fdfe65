#!/usr/bin/env node
// What runs in the longest main-thread task of a Chromium trace (issue 27): the trace
// bench/longtasks-browser.mjs writes with BENCH_LONGTASK_TRACE=<file> (a signed-in start at 4×
// CPU throttling, V8's CPU samples included).
//
//   node scripts/longtask-profile.mjs <trace.json> [dist dir with source maps] [--top 10] [--tasks 1]
//
// Prints the longest tasks of the page's main thread and, for the longest (or the `--tasks` longest
// together), the functions and the modules with the most self time: each CPU sample counts until the
// next one. With the build's dist directory (BUILD_SOURCEMAP=1 vite build) minified positions are
// mapped to their sources, and a module is named by its package (node_modules) or its path in src/.
// The trace is read line by line (Chromium writes one event per line): a long start's trace is
// hundreds of MB.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return Number(value);
};
const TOP = option('--top', 10);
const TASKS = option('--tasks', 1);
const [tracePath, distDir] = args;
if (!tracePath) {
  console.error('usage: node scripts/longtask-profile.mjs <trace.json> [dist dir] [--top 10] [--tasks 1]');
  process.exit(2);
}

const mainThreads = new Set(); // "pid:tid" of every renderer's main thread
const tasks = []; // { thread, ts, dur } in µs
const profiles = new Map(); // profile id → { thread, startTime, nodes: Map, samples: [], deltas: [] }

const lines = createInterface({ input: createReadStream(tracePath), crlfDelay: Infinity });
for await (const raw of lines) {
  const line = raw.trim().replace(/,$/, '');
  if (!line.startsWith('{"args"') && !line.startsWith('{"')) continue;
  if (!/"(thread_name|RunTask|Profile|ProfileChunk)"/.test(line)) continue;
  let e;
  try {
    e = JSON.parse(line);
  } catch {
    continue;
  }
  const thread = `${e.pid}:${e.tid}`;
  if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mainThreads.add(thread);
  else if (e.name === 'RunTask' && e.ph === 'X') tasks.push({ thread, ts: e.ts, dur: e.dur ?? 0 });
  else if (e.name === 'Profile')
    profiles.set(e.id, { thread, startTime: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
  else if (e.name === 'ProfileChunk') {
    const profile = profiles.get(e.id);
    const data = e.args?.data;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
}

// A task that began before the CPU samples did (the one that started the trace) says nothing of what ran.
const sampledFrom = Math.min(...[...profiles.values()].map((p) => p.startTime));
const onMain = tasks.filter((t) => mainThreads.has(t.thread) && t.ts >= sampledFrom).sort((a, b) => b.dur - a.dur);
if (onMain.length === 0) throw new Error('no main-thread task in the trace');
const ms = (us) => Math.round(us / 100) / 10;
console.log(
  `main-thread tasks over 50 ms: ${onMain.filter((t) => t.dur > 50_000).length}; the longest: ${onMain
    .slice(0, 8)
    .map((t) => `${ms(t.dur)} ms`)
    .join(', ')}`,
);
const chosen = onMain.slice(0, TASKS);

// Source maps of the build, by the script's file name.
const maps = new Map();
const consumerFor = (url) => {
  if (!distDir || !url) return null;
  const file = url.replace(/^[a-z]+:\/\/[^/]+\//, '').split('?')[0];
  if (!maps.has(file)) {
    const path = join(distDir, `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(file);
};
const moduleOf = (source) => {
  if (!source) return null;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const src = source.match(/(?:^|\/)(src\/.*)$/);
  return src ? src[1] : source.replace(/^(\.\.\/)+/, '');
};
const where = (frame) => {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (!url) return { fn: functionName || `(${frame.codeType ?? 'native'})`, module: `(${functionName || 'vm'})` };
  const consumer = consumerFor(url);
  const pos = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (pos?.source) {
    const module = moduleOf(pos.source);
    return { fn: `${pos.name || functionName || '(anonymous)'} ${module}:${pos.line}`, module };
  }
  const file = url.split('/').pop();
  return { fn: `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, module: file };
};

const byFn = new Map();
const byModule = new Map();
let sampled = 0;
for (const profile of profiles.values()) {
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.deltas[i] ?? 0;
    const next = t + (profile.deltas[i + 1] ?? 0);
    const task = chosen.find((c) => c.thread === profile.thread && t >= c.ts && t < c.ts + c.dur);
    if (!task) continue;
    const node = profile.nodes.get(profile.samples[i]);
    if (!node) continue;
    const { fn, module } = where(node.callFrame);
    const self = next - t;
    sampled += self;
    byFn.set(fn, (byFn.get(fn) ?? 0) + self);
    byModule.set(module, (byModule.get(module) ?? 0) + self);
  }
}

const total = chosen.reduce((sum, t) => sum + t.dur, 0);
const table = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(
      `  ${String(ms(us)).padStart(8)} ms  ${String(Math.round((100 * us) / sampled)).padStart(3)}%  ${name}`,
    );
};
console.log(
  `\n${chosen.length === 1 ? 'the longest task' : `the ${chosen.length} longest tasks`}: ${ms(total)} ms, ${ms(sampled)} ms of it in CPU samples (the shares below are of those; CPU throttling pauses the thread between them)`,
);
table(`top ${TOP} functions by self time`, byFn);
table(`top ${TOP} modules by self time`, byModule);
