import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build scripts without type declarations
import { bootstrap, folderState, installState, nodeSupported } from '../../../scripts/bootstrap.mjs';

/**
 * `npm start` / `npm test` on a fresh clone (issue 29): the bootstrap installs from the lockfile
 * when node_modules is missing or differs from it, and does nothing when it matches.
 */
describe('installState (what npm installed vs the lockfile)', () => {
  const lock = {
    packages: {
      '': { name: 'app' },
      'node_modules/a': { version: '1.0.0' },
      'node_modules/@rollup/rollup-darwin-arm64': { version: '4.0.0', optional: true },
    },
  };

  it('is missing without a lockfile or without node_modules', () => {
    expect(installState(undefined, undefined).state).toBe('missing');
    expect(installState(lock, undefined).state).toBe('missing');
  });

  it('is ok when every non-optional package is installed at the locked version', () => {
    expect(installState(lock, { packages: { 'node_modules/a': { version: '1.0.0' } } })).toEqual({ state: 'ok' });
  });

  it('is stale when a package is absent or at another version', () => {
    expect(installState(lock, { packages: {} })).toEqual({ state: 'stale', reason: 'node_modules/a is not installed' });
    expect(installState(lock, { packages: { 'node_modules/a': { version: '0.9.0' } } })).toEqual({
      state: 'stale',
      reason: 'node_modules/a is 0.9.0, the lockfile wants 1.0.0',
    });
  });

  it('accepts Node 20.19 and newer only', () => {
    expect(nodeSupported('20.18.3')).toBe(false);
    expect(nodeSupported('20.19.0')).toBe(true);
    expect(nodeSupported('22.1.0')).toBe(true);
    expect(nodeSupported('18.20.0')).toBe(false);
  });
});

describe('bootstrap on a real folder (npm ci, offline: local tarball dependencies)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'advocacia-bootstrap-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const npm = (cwd: string, ...args: string[]) =>
    execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, stdio: 'pipe' });
  const app = join(dir, 'app');
  const next = join(dir, 'next');
  // A package.json + lockfile that depend on tiny@version (a tarball beside them: no registry).
  const project = (where: string, version: string) => {
    mkdirSync(where, { recursive: true });
    writeFileSync(
      join(where, 'package.json'),
      JSON.stringify({ name: 'app', private: true, dependencies: { tiny: `file:../tiny-${version}.tgz` } }),
    );
    npm(where, 'install', '--package-lock-only');
  };

  it('installs when missing, skips when up to date, reinstalls when the lockfile moved', () => {
    mkdirSync(join(dir, 'tiny'));
    for (const version of ['1.0.0', '1.0.1']) {
      writeFileSync(join(dir, 'tiny', 'package.json'), JSON.stringify({ name: 'tiny', version }));
      npm(join(dir, 'tiny'), 'pack', '--pack-destination', dir);
    }
    project(app, '1.0.0');
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);

    expect(folderState(app).state).toBe('missing');
    expect(bootstrap({ root: app, dirs: ['.'], log })).toEqual({ ok: true, installed: ['.'] });
    expect(folderState(app)).toEqual({ state: 'ok' });
    expect(lines).toEqual(['Instalando as dependências do app (npm ci: node_modules not installed)…']);

    // Up to date (as after .ci/run's `npm ci`): nothing to do.
    expect(bootstrap({ root: app, dirs: ['.'], log })).toEqual({ ok: true, installed: [] });
    expect(lines).toHaveLength(1);

    // A pull brought a lockfile with tiny 1.0.1: installed again.
    project(next, '1.0.1');
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(next, file), join(app, file));
    expect(folderState(app)).toEqual({
      state: 'stale',
      reason: 'node_modules/tiny is 1.0.0, the lockfile wants 1.0.1',
    });
    expect(bootstrap({ root: app, dirs: ['.'], log })).toEqual({ ok: true, installed: ['.'] });
    expect(folderState(app)).toEqual({ state: 'ok' });
    expect(JSON.parse(readFileSync(join(app, 'node_modules', 'tiny', 'package.json'), 'utf8')).version).toBe('1.0.1');
  }, 60_000);

  it("is not fooled by `npm install --package-lock-only`, which rewrites npm's own record but not node_modules", () => {
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'app', private: true, dependencies: { tiny: 'file:../tiny-1.0.0.tgz' } }),
    );
    npm(app, 'install', '--package-lock-only');
    expect(folderState(app)).toEqual({
      state: 'stale',
      reason: 'node_modules/tiny is 1.0.1, the lockfile wants 1.0.0',
    });
  }, 60_000);
});
