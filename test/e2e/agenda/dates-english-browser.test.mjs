// Dates and times follow the firm (pt-BR), not the device: on a Chromium set to English, as many
// Android tablets are, the reminder form reads and writes dd/mm/aaaa and 24 h, its calendar is in
// Portuguese, and the saved reminder is listed as 25/12/2026 14:05 — no 12/25/2026, no AM/PM.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium.mjs';
import {
  TABLET,
  expectAccessible,
  expectShell,
  launchApp,
  signUpViaUi,
  waitForPath,
  waitForToast,
} from '../helpers/index.mjs';
import { field, navigateTo } from '../records/records-steps.mjs';

describe('dates on a browser set to English', () => {
  let app;
  before(async () => {
    app = await launchApp({ viewport: TABLET, locale: 'en-US', args: [...CHROMIUM_ARGS, '--lang=en-US'] });
    await signUpViaUi(app.page, { displayName: 'Helena Prado', role: 'advogado' });
    await expectShell(app.page);
  });
  after(async () => {
    await app?.close();
  });

  test('the reminder form types and shows dd/mm/aaaa and 24 h, and the list shows 25/12/2026 14:05', async () => {
    const { page } = app;
    // The browser really is in English: left to itself it would write 12/25/2026 and 2:05 PM.
    const browser = await page.evaluate(() => ({
      language: navigator.language,
      date: new Intl.DateTimeFormat().format(new Date(2026, 11, 25)),
      time: new Date(2026, 11, 25, 14, 5).toLocaleTimeString(),
    }));
    assert.equal(browser.language, 'en-US');
    assert.equal(browser.date, '12/25/2026');
    assert.match(browser.time, /PM/);

    await navigateTo(page, 'Lembretes');
    await waitForPath(page, '/lembretes');
    await page.getByRole('link', { name: 'Novo lembrete' }).first().click();
    await waitForPath(page, '/lembretes/cadastrar');
    await field(page, 'Título').fill('Protocolar apelação');

    // Text boxes: the calendar's day buttons are labelled too ('Data escolhida: …').
    const day = page.getByRole('textbox', { name: /^Data/ });
    const time = page.getByRole('textbox', { name: /^Hora/ });
    assert.equal(await day.getAttribute('placeholder'), 'dd/mm/aaaa');
    assert.equal(await time.getAttribute('placeholder'), 'hh:mm');
    assert.equal(await day.evaluate((el) => el.type), 'text');
    // The blank reminder's own day and time (an hour from now) are already the Brazilian way.
    assert.match(await day.inputValue(), /^\d{2}\/\d{2}\/\d{4}$/);
    assert.match(await time.inputValue(), /^([01]\d|2[0-3]):[0-5]\d$/);

    // Typed on the keyboard, digits only: the slashes and the colon are added.
    await day.fill('');
    await day.pressSequentially('25122026');
    assert.equal(await day.inputValue(), '25/12/2026');
    await time.fill('');
    await time.pressSequentially('1405');
    assert.equal(await time.inputValue(), '14:05');

    // The calendar is in Portuguese and weeks start on Sunday; picking a day writes dd/mm/aaaa.
    await page.getByRole('button', { name: 'Abrir calendário' }).click();
    const calendar = page.getByRole('grid');
    await calendar.waitFor();
    const content = page.locator('[data-scope="date-picker"][data-part="content"]');
    assert.match((await content.textContent()) ?? '', /dezembro de 2026/);
    assert.deepEqual(await calendar.locator('th').evaluateAll((ths) => ths.map((th) => th.textContent)), [
      'dom',
      'seg',
      'ter',
      'qua',
      'qui',
      'sex',
      'sáb',
    ]);
    await expectAccessible(page, '/lembretes/cadastrar (calendário aberto)');
    await calendar.getByRole('button', { name: /26 de dezembro de 2026/ }).click();
    assert.equal(await day.inputValue(), '26/12/2026');
    // And back to the 25th from the keyboard.
    await day.fill('');
    await day.pressSequentially('25/12/2026');
    assert.equal(await day.inputValue(), '25/12/2026');

    await expectAccessible(page, '/lembretes/cadastrar');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await waitForToast(page, 'Salvo');
    await waitForPath(page, '/lembretes');
    const item = page.getByRole('listitem', { name: 'Protocolar apelação' });
    await item.waitFor();
    const text = (await item.textContent()) ?? '';
    assert.match(text, /25\/12\/2026 14:05/);
    const main = (await page.getByRole('main').textContent()) ?? '';
    assert.doesNotMatch(main, /\b(AM|PM)\b/);
    assert.doesNotMatch(main, /12\/25\/2026/);

    // Opened again to edit, the form shows what was saved, still dd/mm/aaaa and 24 h.
    await page.getByRole('link', { name: 'Editar Protocolar apelação' }).click();
    await waitForPath(page, /^\/lembretes\/editar\//);
    assert.equal(await day.inputValue(), '25/12/2026');
    assert.equal(await time.inputValue(), '14:05');
    assert.deepEqual(app.pageErrors, []);
  });
});
