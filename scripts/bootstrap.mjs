#!/usr/bin/env node
// The README's two commands on a fresh clone (issue 29): `npm start` and `npm test` run this
// first. It installs the app's and the backend's (functions/) npm dependencies from their
// lockfiles when they are missing or out of date, and does nothing when they match (as after
// `.ci/run`'s `npm ci`). Node's built-ins only: nothing here may import an npm package, since
// those are what it installs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The folders with their own package-lock.json, installed in this order. */
export const PACKAGE_DIRS = ['.', 'functions'];
export const MIN_NODE = [20, 19];

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Whether what npm last installed (its hidden lockfile, node_modules/.package-lock.json, which
 * `npm ci` and `npm install` both write) matches the lockfile. Pure, for the tests.
 * `lock` and `installed` are the parsed files (installed undefined when there is none).
 * Returns { state: 'ok' | 'missing' | 'stale', reason? }.
 */
export function installState(lock, installed) {
  if (!lock?.packages) return { state: 'missing', reason: 'no package-lock.json' };
  if (!installed?.packages) return { state: 'missing', reason: 'node_modules not installed' };
  for (const [path, wanted] of Object.entries(lock.packages)) {
    if (path === '') continue;
    const have = installed.packages[path];
    if (!have) {
      // Optional packages for other platforms (rollup's, esbuild's binaries) are never installed.
      if (wanted.optional) continue;
      return { state: 'stale', reason: `${path} is not installed` };
    }
    if (have.version !== wanted.version)
      return { state: 'stale', reason: `${path} is ${have.version}, the lockfile wants ${wanted.version}` };
  }
  return { state: 'ok' };
}

/**
 * installState of one folder on disk, also reading its direct dependencies' own package.json:
 * `npm install --package-lock-only` rewrites the hidden lockfile without touching node_modules
 * (measured with npm 11), and a folder may have been deleted by hand.
 */
export function folderState(dir) {
  const lock = readJson(join(dir, 'package-lock.json'));
  const installed = readJson(join(dir, 'node_modules', '.package-lock.json'));
  const state = installState(lock, installed);
  if (state.state !== 'ok') return state;
  const pkg = readJson(join(dir, 'package.json')) ?? {};
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const have = readJson(join(dir, 'node_modules', name, 'package.json'));
    if (!have) return { state: 'stale', reason: `node_modules/${name} is gone` };
    const wanted = lock.packages[`node_modules/${name}`]?.version;
    if (wanted && have.version !== wanted && !lock.packages[`node_modules/${name}`]?.link) {
      return { state: 'stale', reason: `node_modules/${name} is ${have.version}, the lockfile wants ${wanted}` };
    }
  }
  return state;
}

/** Node 20.19+ (vite 8 and the toolchain need it). */
export function nodeSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/** Installs every folder that needs it (`npm ci` from its lockfile). Returns { ok, installed: [dirs], reason? }. */
export function bootstrap({ root = ROOT, dirs = PACKAGE_DIRS, log = console.log } = {}) {
  const installed = [];
  for (const rel of dirs) {
    const dir = join(root, rel);
    const state = folderState(dir);
    if (state.state === 'ok') continue;
    const where = rel === '.' ? 'do app' : `de ${rel}/`;
    log(`Instalando as dependências ${where} (npm ci: ${state.reason})…`);
    const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    if (result.status !== 0) {
      return {
        ok: false,
        installed,
        reason: `npm ci em ${rel === '.' ? 'a raiz' : `${rel}/`} falhou (código ${result.status ?? result.signal ?? result.error?.message})`,
      };
    }
    installed.push(rel);
  }
  return { ok: true, installed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!nodeSupported()) {
    console.error(`✖ Node ${process.versions.node}: este projeto precisa do Node ${MIN_NODE.join('.')} ou mais novo.`);
    process.exit(1);
  }
  const result = bootstrap();
  if (!result.ok) {
    console.error(`✖ ${result.reason}`);
    process.exit(1);
  }
}
