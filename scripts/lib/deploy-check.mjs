// `npm run deploy:check` (issue 29), also a step of `npm test`: what `firebase deploy` would
// ship, checked here without network — firebase.json's targets, both rules files compiled by
// Google's rules compiler (the official Firestore emulator jar), every query's composite index
// in firestore.indexes.json, and the functions bundle built and loaded as the deploy's
// discovery loads it, on a runtime Google still accepts.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { ROOT } from './emulators.mjs';
import {
  findFirestoreJar,
  loadFirestoreRules,
  planFirestoreEmulator,
  startFirestoreEmulator,
} from './firestore-emulator.mjs';
import { freePort } from './ports.mjs';
import { indexCovers, indexJson, requiredIndex, scanQueries } from './query-scan.mjs';

const PROJECT = 'demo-deploy-check';
const STORAGE_EVALUATOR = join(ROOT, 'test', 'rules', 'storage-rules-evaluator', 'StorageRulesEvaluator.java');

/**
 * Code whose queries never run against a deployed project, with the reason: the scan reads
 * everything else under src/ and functions/src/.
 */
export const NOT_DEPLOYED = {
  'functions/src/push/local-jobs.ts':
    'listeners that stand in for the Firestore triggers beside the emulators (npm start) only',
  'functions/src/local-jobs-main.ts': 'the entry of those listeners, run by npm start only',
};

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.(test|spec|d)\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

/** The firebase.json targets: each file and folder a deploy reads. */
export function checkTargets(root = ROOT) {
  const problems = [];
  const notes = [];
  const config = readJson(join(root, 'firebase.json'));
  const need = (rel, what) => {
    if (!rel) problems.push(`firebase.json: no ${what}`);
    else if (!existsSync(join(root, rel))) problems.push(`firebase.json: ${what} ${rel} does not exist`);
  };
  need(config.firestore?.rules, 'firestore.rules');
  need(config.firestore?.indexes, 'firestore.indexes');
  need(config.storage?.rules, 'storage.rules');
  for (const fn of [config.functions ?? []].flat()) {
    need(fn.source, 'functions.source');
    if (fn.source && !existsSync(join(root, fn.source, 'package.json')))
      problems.push(`functions source ${fn.source} has no package.json`);
  }
  if (config.hosting) {
    if (!existsSync(join(root, config.hosting.public, 'index.html')))
      notes.push(`hosting.public ${config.hosting.public}/ is built by npm run build`);
  }
  if (config.firestore?.indexes && existsSync(join(root, config.firestore.indexes))) {
    const { indexes = [] } = readJson(join(root, config.firestore.indexes));
    indexes.forEach((ix, i) => {
      if (!ix.collectionGroup || !Array.isArray(ix.fields) || ix.fields.length < 2)
        problems.push(`firestore.indexes.json: index ${i} needs collectionGroup and two or more fields`);
      for (const f of ix.fields ?? [])
        if (!f.fieldPath || (!f.order && !f.arrayConfig))
          problems.push(`firestore.indexes.json: index ${i}: each field needs fieldPath and order or arrayConfig`);
    });
  }
  return { problems, notes, config };
}

/** Every `where` + `orderBy` the app and the backend issue has its composite index. */
export function checkIndexes(root = ROOT, { indexesFile = join(root, 'firestore.indexes.json') } = {}) {
  // packages/shared too: constants both sides name fields with live there.
  const shared = join(root, 'packages', 'shared', 'src');
  const files = [
    ...sourceFiles(join(root, 'src')),
    ...sourceFiles(join(root, 'functions', 'src')),
    ...(existsSync(shared) ? sourceFiles(shared) : []),
  ];
  const texts = new Map(files.map((f) => [relative(root, f), readFileSync(f, 'utf8')]));
  // String constants exported anywhere (SERVER_TIMESTAMP_FIELD…), for fields named through them.
  const constants = new Map();
  for (const text of texts.values()) {
    for (const m of text.matchAll(/export\s+const\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(['"])([^'"]*)\2/g))
      constants.set(m[1], m[3]);
  }
  const { indexes = [] } = readJson(indexesFile);
  const problems = [];
  let count = 0;
  for (const [file, text] of texts) {
    if (NOT_DEPLOYED[file]) continue;
    // Only Firestore code: the app's Dexie reads also say where/orderBy.
    if (!/firebase\/firestore|firebase-admin|\.collection\(|deps\.db/.test(text)) continue;
    const { queries, unplaced } = scanQueries(text, file, { constants });
    for (const u of unplaced)
      problems.push(`${u.file}:${u.line}: a where/orderBy the scan cannot tie to a query: ${u.text}`);
    for (const q of queries) {
      count++;
      const { index, unknown } = requiredIndex(q);
      for (const u of unknown) problems.push(`${q.file}:${q.line}: cannot read the query's ${u}`);
      if (!index) continue;
      const fields = [...index.equality, ...index.order].map((f) => f.field);
      if (!q.collection || fields.some((f) => f.startsWith('?'))) {
        problems.push(
          `${q.file}:${q.line}: needs a composite index but the scan cannot tell its collection or fields (${q.collection ?? '?'}: ${fields.join(', ')})`,
        );
        continue;
      }
      if (!indexCovers(indexes, q.collection, index, q.group)) {
        problems.push(
          `${q.file}:${q.line}: no composite index for this query in firestore.indexes.json; add ${JSON.stringify(indexJson(q.collection, index, q.group))}`,
        );
      }
    }
  }
  return { problems, count };
}

/** Compiles the rules: firestore.rules through the emulator's rules endpoint, storage.rules with the same jar's compiler. */
export async function checkRules(root = ROOT, { firestoreHost = process.env.FIRESTORE_EMULATOR_HOST } = {}) {
  const problems = [];
  const skipped = [];
  let host = firestoreHost;
  let started;
  if (!host) {
    const plan = planFirestoreEmulator();
    if (plan.how === 'none') skipped.push(`firestore.rules not compiled: ${plan.reason}`);
    else {
      started = await startFirestoreEmulator({ port: await freePort(8080), plan, projectId: PROJECT }).catch(
        (error) => {
          // It loads firestore.rules at start: a refusal there is the compiler's answer.
          problems.push(error.message);
          return undefined;
        },
      );
      host = started?.host;
    }
  }
  try {
    if (host && problems.length === 0) {
      await loadFirestoreRules(host, PROJECT, readFileSync(join(root, 'firestore.rules'), 'utf8')).catch((error) =>
        problems.push(error.message),
      );
    }
  } finally {
    await started?.stop();
  }

  const jar = findFirestoreJar();
  if (!jar)
    skipped.push('storage.rules not compiled: the official Firestore emulator jar (its rules compiler) was not found');
  else {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-check-'));
    try {
      const input = join(dir, 'input.json');
      writeFileSync(input, JSON.stringify({ rules: readFileSync(join(root, 'storage.rules'), 'utf8'), cases: [] }));
      const run = spawnSync('java', ['-cp', jar, STORAGE_EVALUATOR, input], { encoding: 'utf8', timeout: 180_000 });
      if (run.status !== 0)
        problems.push(`storage.rules: the compiler did not run (${run.status}): ${(run.stderr ?? '').slice(0, 500)}`);
      else {
        const { issues } = JSON.parse(run.stdout.trim().split('\n').pop());
        for (const i of issues.filter((x) => x.severity === 'ERROR'))
          problems.push(`storage.rules:${i.line}: ${i.description}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { problems, skipped };
}

/** The runtime functions/ declares is one Google accepts today; the bundle builds and its functions load. */
export function checkFunctions(root = ROOT, { today = new Date() } = {}) {
  const problems = [];
  const config = readJson(join(root, 'firebase.json'));
  const fn = [config.functions ?? []].flat()[0];
  if (!fn) return { problems, endpoints: [] };
  const dir = join(root, fn.source);
  const pkg = readJson(join(dir, 'package.json'));
  const engines = pkg.engines?.node;
  const runtime = fn.runtime ?? (engines ? `nodejs${engines}` : undefined);
  if (!runtime) problems.push(`${fn.source}/package.json: no engines.node (and no runtime in firebase.json)`);
  if (fn.runtime && engines && fn.runtime !== `nodejs${engines}`)
    problems.push(`firebase.json runtime ${fn.runtime} ≠ ${fn.source}/package.json engines.node ${engines}`);
  // firebase-tools' own table of runtimes (the one its deploy refuses by).
  const { RUNTIMES } = createRequire(import.meta.url)(
    join(root, 'node_modules', 'firebase-tools', 'lib', 'deploy', 'functions', 'runtimes', 'supported', 'types.js'),
  );
  const info = RUNTIMES[runtime];
  if (runtime && !info) problems.push(`runtime ${runtime} is not one firebase-tools knows`);
  else if (info && (info.status === 'decommissioned' || new Date(info.decommissionDate) <= today)) {
    problems.push(`runtime ${runtime} was decommissioned on ${info.decommissionDate}: Google refuses its deploys`);
  }

  const build = spawnSync('npm', ['--prefix', dir, 'run', 'build'], { encoding: 'utf8', cwd: root });
  if (build.status !== 0) {
    problems.push(
      `functions build (npm --prefix ${fn.source} run build) failed:\n${`${build.stdout}${build.stderr}`.trim().split('\n').slice(-15).join('\n')}`,
    );
    return { problems, endpoints: [], runtime, info };
  }
  // What `firebase deploy` does next: upload the source folder alone (less the names firebase.json's
  // ignore lists), install its package.json's dependencies, load the bundle and ask the SDK for its
  // functions' manifest. Loaded here from a copy of the folder in a temporary directory, with this
  // machine's install of those dependencies: code that reaches outside functions/ at run time (the
  // app's src/, packages/shared) fails here as it would on Google's servers.
  const tmp = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  try {
    const manifest = join(tmp, 'functions.json');
    const upload = join(tmp, 'source');
    const ignored = new Set(fn.ignore ?? ['node_modules']);
    cpSync(dir, upload, { recursive: true, filter: (path) => !ignored.has(basename(path)) || path === dir });
    symlinkSync(join(dir, 'node_modules'), join(upload, 'node_modules'), 'dir');
    const bin = join(upload, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js');
    const load = spawnSync(process.execPath, [bin, upload], {
      encoding: 'utf8',
      cwd: upload,
      timeout: 60_000,
      env: {
        ...process.env,
        FUNCTIONS_MANIFEST_OUTPUT_PATH: manifest,
        GCLOUD_PROJECT: PROJECT,
        FUNCTIONS_CONTROL_API: 'true',
      },
    });
    if (load.status !== 0 || !existsSync(manifest)) {
      problems.push(
        `the functions bundle does not load (${load.status}): ${`${load.stdout}${load.stderr}`.trim().slice(0, 800)}`,
      );
      return { problems, endpoints: [], runtime, info };
    }
    return { problems, endpoints: Object.keys(readJson(manifest).endpoints ?? {}), runtime, info };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** All checks. Returns [{ name, ok, skipped?, lines: [] }]. */
export async function runDeployCheck({ root = ROOT, firestoreHost } = {}) {
  const results = [];
  const targets = checkTargets(root);
  results.push({
    name: 'firebase.json targets',
    ok: targets.problems.length === 0,
    lines: [...targets.problems, ...targets.notes],
  });
  const indexes = checkIndexes(root);
  results.push({
    name: `composite indexes for the ${indexes.count} queries of src/ and functions/src/`,
    ok: indexes.problems.length === 0,
    lines: indexes.problems,
  });
  const rules = await checkRules(root, { firestoreHost });
  results.push({
    name: 'firestore.rules and storage.rules compile',
    ok: rules.problems.length === 0,
    skipped: rules.skipped.length > 0,
    lines: [...rules.problems, ...rules.skipped],
  });
  const fns = checkFunctions(root);
  results.push({
    name: `functions bundle for ${fns.runtime ?? '?'} (a runtime firebase-tools still deploys)`,
    ok: fns.problems.length === 0,
    lines: fns.problems.length ? fns.problems : [`loads: ${fns.endpoints.join(', ')}`],
  });
  return results;
}

export function printDeployCheck(results, log = console.log) {
  for (const r of results) {
    log(`${r.ok ? (r.skipped ? '⚠' : '✔') : '✖'} ${r.name}`);
    for (const line of r.lines) log(`    ${line.split('\n').join('\n    ')}`);
  }
}
