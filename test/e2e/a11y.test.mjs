// axe-core: no serious or critical violations on the signed-out pages.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck, formatViolations, launchApp } from './helpers/index.mjs';

let app;
before(async () => {
  app = await launchApp();
});
after(async () => {
  await app?.close();
});

const pages = [
  { path: '/entrar', ready: (page) => page.getByRole('button', { name: 'Entrar', exact: true }) },
  { path: '/cadastrar', ready: (page) => page.getByRole('button', { name: 'Criar conta' }) },
  { path: '/politica-privacidade', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

for (const { path, ready } of pages) {
  test(`axe: no serious/critical violations on ${path}`, async () => {
    await app.page.goto(path);
    await ready(app.page).waitFor();
    const violations = await axeCheck(app.page);
    assert.equal(violations.length, 0, `\n${formatViolations(violations)}`);
  });
}
