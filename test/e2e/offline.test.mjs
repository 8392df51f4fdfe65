// Offline: the service worker serves the shell and the cached identity keeps the user signed in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectShell, goOffline, goOnline, launchApp, pathOf, signUpViaUi } from './helpers/index.mjs';

let app;
before(async () => {
  app = await launchApp();
});
after(async () => {
  await app?.close();
});

test('offline reload keeps a signed-in user on /', async () => {
  await signUpViaUi(app.page);
  await expectShell(app.page);
  await goOffline(app.page);
  await app.page.reload({ waitUntil: 'domcontentloaded' });
  await expectShell(app.page);
  assert.equal(pathOf(app.page), '/');
});

test('the privacy page opens offline (deep link served by the service worker)', async () => {
  await app.page.goto('/politica-privacidade', { waitUntil: 'domcontentloaded' });
  await app.page.getByRole('heading', { level: 1, name: /Política de Privacidade/i }).waitFor();
  assert.equal(pathOf(app.page), '/politica-privacidade');
  await goOnline(app.page);
});
