// Issue 5, area 1 end to end in Chromium at tablet size against the production build, with
// the network cut: a client is registered, a conversation started from the client picker,
// three messages and a PDF are sent, the page is reloaded — everything is still there, the
// messages 'Pendente' and the file kept on the device; back online the file reaches the local
// Storage stand-in (issue 42); axe finds no serious or critical problem on /chats (list,
// conversation, new-conversation dialog, phone layout).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAccessible, signedInSuite, TABLET, waitForPath } from '../helpers/index.mjs';
import { createClient, navigateTo } from '../records/records-steps.mjs';

const CLIENT = 'Marta Regina Albuquerque';
// With the Storage stand-in running (issue 42), the file waits for the connection, not for a Storage.
const STORED_ON_DEVICE = process.env.STORAGE_EMULATOR_HOST
  ? 'Anexo guardado neste aparelho — será enviado quando houver conexão'
  : 'Anexo guardado neste aparelho — será enviado quando o armazenamento estiver disponível';

describe('chats offline', () => {
  const app = signedInSuite({ offline: true });

  test('starts a conversation with a registered client from the picker', async () => {
    const { page } = app;
    await createClient(page, { name: CLIENT, consent: true });
    await navigateTo(page, 'Chats');
    await waitForPath(page, '/chats');
    // Other suites share the emulator, so the firm may already have conversations (this device
    // pulled them before going offline): the list is ready once it no longer says it is loading.
    await page.getByTestId('chat-list').waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid=chat-list]')?.textContent?.includes('Carregando conversas'),
    );
    await expectAccessible(page, '/chats');

    await page.getByRole('button', { name: 'Nova conversa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova conversa' });
    await dialog.getByRole('searchbox', { name: 'Buscar cliente' }).fill('marta alb');
    await dialog.getByRole('button', { name: new RegExp(CLIENT) }).waitFor();
    // Let the opening animation finish: axe measures contrast on what is painted.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectAccessible(page, '/chats (nova conversa)');
    await dialog.getByRole('button', { name: new RegExp(CLIENT) }).click();

    await page.getByRole('heading', { level: 2, name: CLIENT }).waitFor();
    assert.match(new URL(page.url()).search, /conversa=/);
  });

  test('sends three messages and an attachment offline; after a reload they are there, pendente', async () => {
    const { page } = app;
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    const texts = [
      'Bom dia, Marta! Recebemos seu contato.',
      'Precisamos de uma cópia do *RG*.',
      'Pode enviar por aqui mesmo.',
    ];
    for (const text of texts) {
      await box.fill(text);
      await box.press('Enter');
      await page
        .getByTestId('message')
        .filter({ hasText: text.replace(/\*/g, '') })
        .waitFor();
    }
    await page.getByTestId('composer-file-input').setInputFiles({
      name: 'procuracao.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% procuração\n'),
    });
    await page.getByRole('list', { name: 'Anexos a enviar' }).getByText('procuracao.pdf').waitFor();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText(STORED_ON_DEVICE).waitFor();
    await expectAccessible(page, '/chats (conversa)');

    const url = page.url();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: CLIENT }).waitFor();
    assert.equal(page.url(), url, 'the open conversation is in the URL and survives the reload');
    const list = page.getByTestId('message-list');
    for (const text of texts) {
      const bubble = list.getByTestId('message').filter({ hasText: text.replace(/\*/g, '') });
      await bubble.waitFor();
      assert.equal(
        await bubble.locator('[data-state]').getAttribute('data-state'),
        'pendente',
        `"${text}" should be pendente`,
      );
    }
    const withFile = list.getByTestId('message').filter({ hasText: 'procuracao.pdf' });
    await withFile.getByText(STORED_ON_DEVICE).waitFor();
    assert.equal(await withFile.locator('[data-state]').getAttribute('data-state'), 'pendente');
    // The bold markup was rendered as an element, the text around it as text.
    assert.equal(await list.locator('strong', { hasText: 'RG' }).count(), 1);

    const row = page.getByRole('button', { name: new RegExp(`^${CLIENT}`) });
    assert.match(await row.innerText(), /procuracao\.pdf/);
  });

  test('on a phone the list and the conversation are separate views', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Mensagem' }).waitFor();
    assert.equal(await page.getByRole('searchbox', { name: 'Buscar cliente ou mensagem' }).isVisible(), false);
    await expectAccessible(page, '/chats (celular, conversa)');
    await page.getByRole('button', { name: 'Voltar para as conversas' }).click();
    await page.getByRole('searchbox', { name: 'Buscar cliente ou mensagem' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Mensagem' }).count(), 0);
    await expectAccessible(page, '/chats (celular, lista)');
    await page.setViewportSize(TABLET);
  });
});
