// Lists fit the screens lawyers use: a tablet in landscape (1024×768, side bar open) and a phone
// held upright (390×844), with realistic names, without scrolling sideways.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { signedInSuite } from './helpers/index.mjs';
import { buildPageScript, signedInUid } from './helpers/page-script.mjs';
import { createCategory } from './records/records-steps.mjs';

const SEED_ENTRY = fileURLToPath(new URL('./records/seed-clients-entry.ts', import.meta.url));

/** Sideways overflow of the page and of the list's own scroll box, and how many rows are fully on screen. */
const measure = (page, rowsSelector) =>
  page.evaluate((selector) => {
    const rows = [...document.querySelectorAll(selector)];
    const box = rows[0]?.closest('table')?.parentElement;
    // What sticks out on the right, innermost first, to say why the page scrolls sideways.
    const sticking = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 0.5 &&
          ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5),
      )
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 60)}"`,
      );
    return {
      rows: rows.length,
      sticking,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      listOverflow: box ? box.scrollWidth - box.clientWidth : NaN,
      fullyVisible: rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length,
    };
  }, rowsSelector);

/**
 * Other suites share the emulator, so the firm holds their clients too: the list is narrowed to
 * this suite's own (seeded with this user as the responsible), as a lawyer looks at "my clients".
 */
async function openMyClients(page, uid) {
  await page.goto('/clientes');
  await page.locator('[data-testid=client-results] tbody tr').first().waitFor();
  await page.getByLabel('Filtrar por responsável').selectOption(uid);
  await page.waitForFunction(
    () => document.querySelector('[data-testid=client-results]')?.getAttribute('aria-busy') !== 'true',
  );
}

describe('lists fit tablet and phone', () => {
  const app = signedInSuite();
  let uid;
  before(async () => {
    const { page } = app;
    uid = await signedInUid(page);
    await page.addScriptTag({ content: await buildPageScript(SEED_ENTRY, 'ClientsSeed') });
    // Enough for eight pages: the pager must fit a phone too.
    await page.evaluate((opts) => window.__seedClients(opts), { uid, count: 80 });
    // One write through the app, so the audit list has an entry. Category names are unique in the
    // firm and other suites share the emulator, so the name is this run's own.
    await createCategory(page, `Ajuste de tela ${Date.now().toString(36)}`);
  });

  test('1024×768: /clientes shows at least 6 clients, nothing cut sideways', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 768 });
    await openMyClients(page, uid);
    await page.locator('[data-testid=client-results] tbody tr').nth(9).waitFor();
    const m = await measure(page, '[data-testid=client-results] tbody tr');
    assert.equal(m.pageOverflow, 0, `the page does not scroll sideways; sticking out: ${m.sticking.join(' | ')}`);
    assert.ok(m.listOverflow <= 0, `the table fits its box (over by ${m.listOverflow}px)`);
    assert.ok(m.fullyVisible >= 6, `clients fully on screen: ${m.fullyVisible}`);
  });

  test('390×844: /clientes and /logs show cards, nothing scrolls sideways', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openMyClients(page, uid);
      const clients = await measure(page, '[data-testid=client-results] tbody tr');
      assert.equal(
        clients.pageOverflow,
        0,
        `the client list page does not scroll sideways; sticking out: ${clients.sticking.join(' | ')}`,
      );
      assert.ok(clients.listOverflow <= 0, `the client cards fit (over by ${clients.listOverflow}px)`);
      // Each card names its fields: the column's name is shown beside the value.
      const label = await page
        .locator('[data-testid=client-results] tbody tr td[data-label="CPF/CNPJ"]')
        .first()
        .evaluate((td) => getComputedStyle(td, '::before').content);
      assert.equal(label, '"CPF/CNPJ"');

      await page.goto('/logs');
      await page.locator('main tbody tr').first().waitFor();
      const logs = await measure(page, 'main tbody tr');
      assert.equal(
        logs.pageOverflow,
        0,
        `the logs page does not scroll sideways; sticking out: ${logs.sticking.join(' | ')}`,
      );
      assert.ok(logs.listOverflow <= 0, `the log cards fit (over by ${logs.listOverflow}px)`);
    } finally {
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });

  // A 1024×768 tablet zoomed to 200% lays out as 512×384 CSS pixels: every screen must still be
  // usable — no sideways scroll, the menu one tap away.
  test('200% zoom on the tablet: screens fit without scrolling sideways; the menu opens', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 512, height: 384 });
    try {
      for (const path of ['/', '/clientes', '/eventos', '/lembretes', '/chats', '/logs', '/perfil']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        // The lists fill from the replica right after the heading: let them paint.
        await page.waitForTimeout(500);
        const m = await measure(page, 'main tbody tr');
        assert.equal(
          m.pageOverflow,
          0,
          `${path} does not scroll sideways at 200% zoom; sticking out: ${m.sticking.join(' | ')}`,
        );
      }
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Navegação principal' });
      await menu.getByRole('link', { name: 'Clientes', exact: true }).click();
      await page.waitForURL(/\/clientes$/);
    } finally {
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });
});
