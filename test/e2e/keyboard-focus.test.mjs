// Keyboard and focus in the signed-in shell (tablet size): the skip link, and focus and title after a navigation.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signedInSuite, waitForPath } from './helpers/index.mjs';

const APP_TITLE = 'Sistema de Atendimento para Advocacia';

describe('keyboard and focus', () => {
  const app = signedInSuite();

  const focused = (page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return { tag: el?.tagName.toLowerCase(), text: el?.textContent?.trim() ?? '', inMain: !!el?.closest('main') };
    });

  test('the first Tab reaches "Pular para o conteúdo", which moves focus to the page heading', async () => {
    const { page } = app;
    await page.goto('/clientes');
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.evaluate(() =>
      document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
    );
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    assert.equal(
      await skip.evaluate((el) => el === document.activeElement),
      true,
      'the skip link is the first Tab stop',
    );
    assert.equal(await skip.isVisible(), true, 'the skip link shows when focused');
    await page.keyboard.press('Enter');
    assert.deepEqual(await focused(page), { tag: 'h1', text: 'Clientes', inMain: true });
    await waitForPath(page, '/clientes');
    // The next Tab continues inside the page, not in the sidebar.
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).inMain, true);
  });

  test('after a navigation focus is on the new page’s h1 and the document title names the page', async () => {
    const { page } = app;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Clientes', exact: true })
      .click();
    await waitForPath(page, '/clientes');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 10_000 });
    assert.deepEqual(await focused(page), { tag: 'h1', text: 'Clientes', inMain: true });
    assert.equal(await page.title(), `Clientes · ${APP_TITLE}`);
  });

  test('a form that focuses its first field keeps that focus after the navigation', async () => {
    const { page } = app;
    await page.goto('/clientes');
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.getByRole('link', { name: 'Novo cliente' }).first().click();
    await page.waitForFunction(() => document.title !== 'Clientes · Sistema de Atendimento para Advocacia', null, {
      timeout: 10_000,
    });
    const now = await focused(page);
    // Either the page focused its own field (kept) or the heading got it: never left in the sidebar.
    assert.equal(now.inMain, true, `focus is in the page: ${JSON.stringify(now)}`);
  });
});
