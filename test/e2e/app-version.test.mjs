// Issue 29: a tablet running an old build meets a server that asks for a newer app. The old
// build (VITE_APP_VERSION=0.0.1) is served first and installed with its service worker; the
// server's config/app.minAppVersion is raised to this package's version; the app says "Há uma
// versão nova do aplicativo", holds its writes (a new client stays on the device), and
// "Atualizar" brings the new build through the service worker (the origin now serves the
// suite's own build), after which the held client reaches the server.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { buildApp, E2E_OUT_DIR } from '../../scripts/lib/stack.mjs';
import { launchApp, signUpViaUi, waitForServiceWorker } from './helpers/index.mjs';
import { createClient, serverDoc, waitForSynced } from './sync/sync-steps.mjs';

const VERSION = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const CONFIG_URL = `http://${FIRESTORE}/v1/projects/demo-advocacia/databases/(default)/documents/config/app`;
const OWNER = { Authorization: 'Bearer owner' };
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

let oldBuild;
let served;
let server;
let origin;

// One origin whose files switch from the old build to the new one, as a deploy does.
function serve() {
  return createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(served, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(served, 'index.html');
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (/sw\.js$|index\.html$|\.webmanifest$/.test(file)) headers['cache-control'] = 'no-cache';
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
}

before(async () => {
  if (!FIRESTORE) return;
  oldBuild = mkdtempSync(join(tmpdir(), 'advocacia-old-build-'));
  const code = await buildApp({
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestoreHost: FIRESTORE,
    functionsHost: process.env.FUNCTIONS_EMULATOR_HOST,
    outDir: oldBuild,
    env: { VITE_APP_VERSION: '0.0.1' },
  });
  assert.equal(code, 0, 'the old build');
  served = oldBuild;
  server = serve();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  if (FIRESTORE) await fetch(CONFIG_URL, { method: 'DELETE', headers: OWNER }).catch(() => undefined);
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  if (oldBuild) rmSync(oldBuild, { recursive: true, force: true });
});

test(
  'an old build holds its writes, says "Há uma versão nova do aplicativo", updates through the service worker and then pushes',
  { skip: !FIRESTORE && 'no Firestore emulator', timeout: 300_000 },
  async () => {
    assert.ok(existsSync(join(E2E_OUT_DIR, 'sw.js')), `the suite's build in ${E2E_OUT_DIR}`);
    const app = await launchApp({ baseURL: origin });
    try {
      const { page } = app;
      await signUpViaUi(page);
      await waitForServiceWorker(page);
      await waitForSynced(page, 90_000);
      const oldScript = await page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));

      // The server asks for this package's version; the tablet opens the app again (the old build,
      // from its service worker's cache) and is told before it pushes anything.
      const raised = await fetch(`${CONFIG_URL}?updateMask.fieldPaths=minAppVersion`, {
        method: 'PATCH',
        headers: { ...OWNER, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { minAppVersion: { stringValue: VERSION } } }),
      });
      assert.equal(raised.status, 200, await raised.text());
      await page.reload();
      const prompt = page.getByTestId('update-prompt');
      await prompt.getByText('Há uma versão nova do aplicativo').waitFor({ timeout: 60_000 });
      assert.equal(await prompt.getByRole('button', { name: 'Depois' }).count(), 0);

      // A write made now stays on the device.
      const name = `Cliente Versao ${Date.now()}`;
      const id = await createClient(page, { name });
      await new Promise((r) => setTimeout(r, 4_000));
      assert.equal(await serverDoc('clients', id), null, 'the old build pushed nothing');

      // The new version is deployed; Atualizar finds it through the service worker and reloads.
      served = E2E_OUT_DIR;
      const reloaded = page.waitForEvent('load', { timeout: 90_000 });
      await prompt.getByRole('button', { name: 'Atualizar' }).click();
      await reloaded;
      await page.waitForFunction(
        (before) => document.querySelector('script[type="module"]')?.getAttribute('src') !== before,
        oldScript,
        { timeout: 60_000 },
      );

      // The held client reaches the server from the new build, and the prompt is gone.
      const deadline = Date.now() + 90_000;
      let onServer = null;
      while (!onServer && Date.now() < deadline) {
        onServer = await serverDoc('clients', id);
        if (!onServer) await new Promise((r) => setTimeout(r, 250));
      }
      assert.equal(onServer?.name, name, 'the queued client was pushed after the update');
      assert.equal(await page.getByText('Há uma versão nova do aplicativo').count(), 0);
      assert.deepEqual(app.pageErrors.map(String), []);
    } finally {
      await app.close();
    }
  },
);
