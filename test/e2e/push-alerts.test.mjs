// Staff alerts (issue 36) in the production build's service worker: a push delivered with no page
// of the app open becomes a notification (read back with registration.getNotifications()), a
// repeat with the same tag replaces it, a foreign payload shows only the neutral alert, and a
// click takes the app to the intimation.
//
// Headless Chromium has no push service, so the push is delivered over CDP
// (ServiceWorker.deliverPushMessage) and subscribing is unit-tested with a stubbed PushManager
// (test/unit/lib/push). A page cannot click a notification and CDP has no such command: the
// click is a NotificationEvent dispatched inside the worker (Playwright evaluates there), which
// runs the worker's own listener; its `clients.openWindow` branch (no tab open) needs the
// browser's user activation, which only a real click carries — that branch is unit-tested
// (test/pwa/push-notifications.test.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launchApp, signUpViaUi, waitForServiceWorker } from './helpers/index.mjs';

let app;
before(async () => {
  app = await launchApp();
});
after(async () => {
  await app?.close();
});

const INTIMATION = {
  kind: 'intimacao',
  title: 'Nova intimação',
  body: 'TJSP, proc. 1234567-89.2026.8.26.0100',
  tag: 'intimacao:djen-e2e-1',
  url: '/publicacoes?id=djen-e2e-1',
  sentAt: '2026-11-28T10:00:00.000Z',
};

/** The notifications the app's worker shows, once `count` of them are there. */
async function notifications(page, count) {
  return page.evaluate(async (want) => {
    const registration = await globalThis.navigator.serviceWorker.ready;
    for (let i = 0; i < 300; i++) {
      const shown = await registration.getNotifications();
      if (shown.length >= want)
        return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data }));
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  }, count);
}

/** The app's service worker as Playwright sees it, woken by a message from the page if it was stopped. */
async function appWorker(page) {
  const find = () => app.context.serviceWorkers().find((w) => w.url() === `${baseUrl()}/sw.js`);
  if (find()) return find();
  const next = app.context.waitForEvent('serviceworker', { timeout: 30_000 });
  await page.evaluate(() => globalThis.navigator.serviceWorker.controller?.postMessage({ type: 'PING' }));
  return find() ?? (await next);
}

test('a push with no page of the app open shows the alert; the same tag replaces it; a click opens the intimation', async () => {
  await app.context.grantPermissions(['notifications'], { origin: baseUrl() });
  await signUpViaUi(app.page);
  await waitForServiceWorker(app.page);

  // No page of the app open: only a blank tab, which CDP needs as its target.
  const blank = await app.context.newPage();
  await app.page.close();
  const cdp = await app.context.newCDPSession(blank);
  const registrationId = new Promise((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  const deliver = (data) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: id, data: JSON.stringify(data) });
  await deliver({ ...INTIMATION, body: 'primeira versão' });
  await deliver(INTIMATION);
  await deliver({ title: 'Ganhe um prêmio', body: 'clique aqui', url: 'https://exemplo.invalid/' });
  assert.equal(blank.url(), 'about:blank');

  const page = await app.context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  const shown = await notifications(page, 2);
  const alert = shown.find((n) => n.tag === INTIMATION.tag);
  assert.ok(alert, `the intimation's notification is shown: ${JSON.stringify(shown)}`);
  assert.equal(alert.title, 'Nova intimação');
  assert.equal(alert.body, INTIMATION.body, 'the repeat with the same tag replaced the first');
  assert.equal(shown.filter((n) => n.tag === INTIMATION.tag).length, 1);
  assert.match(alert.icon, /\/icons\/icon-192\.png$/);
  assert.deepEqual(alert.data, { url: INTIMATION.url });
  const foreign = shown.find((n) => n.tag !== INTIMATION.tag);
  assert.deepEqual(foreign && { title: foreign.title, body: foreign.body, url: foreign.data?.url }, {
    title: 'Novo alerta',
    body: 'Abra o app para ver.',
    url: '/',
  });

  // The click: the worker's own notificationclick listener, with the notification it showed.
  const worker = await appWorker(page);
  await worker.evaluate(async (tag) => {
    const [notification] = await self.registration.getNotifications({ tag });
    self.dispatchEvent(new globalThis.NotificationEvent('notificationclick', { notification }));
  }, INTIMATION.tag);
  await page.waitForURL((url) => url.pathname === '/publicacoes' && url.searchParams.get('id') === 'djen-e2e-1', {
    timeout: 60_000,
  });
  await page.getByRole('heading', { name: 'Publicações do DJEN' }).waitFor({ timeout: 60_000 });
  // The click closed it.
  const left = await page.evaluate(async (tag) => {
    const registration = await globalThis.navigator.serviceWorker.ready;
    return (await registration.getNotifications({ tag })).length;
  }, INTIMATION.tag);
  assert.equal(left, 0);
});
