// The privacy policy is public: it opens signed-out, without a redirect to /entrar.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchApp, pathOf } from './helpers/index.mjs';

let app;
before(async () => {
  app = await launchApp();
});
after(async () => {
  await app?.close();
});

test('the privacy page /politica-privacidade opens signed-out', async () => {
  await app.page.goto('/politica-privacidade');
  await app.page.getByRole('heading', { level: 1, name: /Política de Privacidade/i }).waitFor();
  await app.page.getByText(/LGPD/).first().waitFor();
  // Give the auth listener time to run: it must not bounce us to /entrar.
  await app.page.waitForTimeout(1500);
  assert.equal(pathOf(app.page), '/politica-privacidade');
});
