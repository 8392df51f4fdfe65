// Installability, manifest, icons, service worker and hosting headers of the production build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { baseUrl, launchApp, signUpViaUi, TABLET, waitForServiceWorker } from './helpers/index.mjs';

let app;
before(async () => {
  app = await launchApp();
});
after(async () => {
  await app?.close();
});

test('Chromium reports no installability errors', async () => {
  await app.page.goto('/entrar');
  await app.page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  const cdp = await app.context.newCDPSession(app.page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  assert.ok(url.endsWith('.webmanifest'), `manifest url ${url}`);
  assert.deepEqual(errors, []);
});

test('the app registers its service worker, which takes control of the page', async () => {
  await app.page.goto('/entrar');
  await waitForServiceWorker(app.page);
  const scriptURL = await app.page.evaluate(() => globalThis.navigator.serviceWorker.controller?.scriptURL);
  assert.equal(scriptURL, `${baseUrl()}/sw.js`);
});

test('the manifest is pt-BR, standalone, with 192, 512 and maskable PNG icons that exist', async () => {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  assert.ok(href, 'index.html links a manifest');
  const manifest = await (await fetch(new URL(href, baseUrl()))).json();
  assert.equal(manifest.lang, 'pt-BR');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.name, 'Sistema de Atendimento para Advocacia');
  const want = [
    ['192x192', 'any', 192],
    ['512x512', 'any', 512],
    ['512x512', 'maskable', 512],
  ];
  for (const [sizes, purpose, px] of want) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    assert.ok(icon, `icon ${sizes} ${purpose}`);
    const res = await fetch(new URL(icon.src, baseUrl()));
    assert.equal(res.status, 200, icon.src);
    const png = Buffer.from(await res.arrayBuffer());
    assert.equal(png.subarray(1, 4).toString(), 'PNG', `${icon.src} is a PNG`);
    assert.equal(png.readUInt32BE(16), px, `${icon.src} width`);
    assert.equal(png.readUInt32BE(20), px, `${icon.src} height`);
  }
  for (const path of ['/icons/favicon.svg', '/icons/apple-touch-icon.png']) {
    assert.equal((await fetch(`${baseUrl()}${path}`)).status, 200, path);
  }
});

test('the service worker precaches the shell and leaves auth traffic alone', async () => {
  const sw = await (await fetch(`${baseUrl()}/sw.js`)).text();
  assert.match(sw, /index\.html/, 'index.html is precached');
  assert.doesNotMatch(sw, /self\.__WB_MANIFEST/, 'the precache manifest was injected');
  assert.match(sw, /identitytoolkit/, 'the API bypass list is in the worker');
});

test("firebase.json's CSP allows exactly the inline scripts of index.html", async () => {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
  const csp = config.hosting.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy').value;
  const scriptSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const hash = `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`;
    assert.ok(
      scriptSrc.includes(hash),
      `script-src lacks ${hash} (update firebase.json after changing the inline script in index.html)`,
    );
  }
});

const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test("firebase.json's CSP, served with the app, lets a tablet sign up and sync with no violation", async () => {
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
  const production = config.hosting.headers
    .flatMap((h) => h.headers)
    .find((h) => h.key === 'Content-Security-Policy').value;
  // The production policy as deployed, with two changes this run needs: the emulators of this
  // run in connect-src (production has none), and no upgrade-insecure-requests (the
  // preview server is plain http).
  // (The backend too: production calls it on its own origin, /api; here the Functions emulator.)
  const emulators = [
    process.env.FIREBASE_AUTH_EMULATOR_HOST,
    process.env.FIRESTORE_EMULATOR_HOST,
    process.env.FUNCTIONS_EMULATOR_HOST,
    process.env.STORAGE_EMULATOR_HOST,
  ]
    .filter(Boolean)
    .map((h) => `http://${h}`);
  const policy = production
    .replace('connect-src ', `connect-src ${emulators.join(' ')} `)
    .replace(/;\s*upgrade-insecure-requests/, '');
  assert.ok(!/127\.0\.0\.1|localhost/.test(production), 'the production policy itself names no emulator');

  // The preview behind a small proxy that adds the policy to every HTML response. (Playwright's
  // route.fulfill would serve the page from no address at all, and Chromium then refuses the
  // page's requests to the loopback emulators: Local Network Access.)
  const target = new URL(baseUrl());
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (String(headers['content-type'] ?? '').startsWith('text/html')) headers['content-security-policy'] = policy;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${proxy.address().port}`;

  // An iPad's user agent: there Firebase Auth's default set-up loads apis.google.com and an
  // iframe at start-up; the app must not need them. No service worker, so every page load
  // carries the policy.
  const tablet = await launchApp({
    userAgent: IPAD_SAFARI,
    viewport: TABLET,
    serviceWorkers: 'block',
    baseURL: origin,
  });
  try {
    await tablet.context.addInitScript(() => {
      globalThis.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        globalThis.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    const consoleViolations = [];
    tablet.page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) consoleViolations.push(m.text());
    });

    await signUpViaUi(tablet.page);
    if (process.env.FIRESTORE_EMULATOR_HOST) {
      await tablet.page
        .getByTestId('sync-status')
        .getByText('Sincronizado', { exact: true })
        .waitFor({ timeout: 90_000 });
    }
    const violations = await tablet.page.evaluate(() => globalThis.__cspViolations);
    assert.deepEqual([...violations, ...consoleViolations], []);
    assert.deepEqual(tablet.pageErrors.map(String), []);
  } finally {
    await tablet.close();
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
