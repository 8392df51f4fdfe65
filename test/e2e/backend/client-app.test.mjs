// Issue 13 end to end: the firm's backend with the app (Chromium, production build, Auth +
// Firestore emulators with firestore.rules, functions/ on the Functions emulator, the push
// handlers beside them with Expo's endpoint played by a FAKE on 127.0.0.1):
// 1. an advogado invites a client to the mobile app from the client's page: the account exists
//    with role cliente, linked to the record, and the invitation's link lets the client choose
//    a password and sign in; the mobile app then registers its push token (as the client);
// 2. a staff message in the client's chat → exactly one push, recorded in notifications;
// 3. a reminder with "Avisar o cliente" that comes due → exactly one push, no click: the
//    reminder shows 'Enviado' on the staff's device;
// 4. revoking the access on the client's page: unlinked, the account disabled, no sign-in.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startBackendJobs } from '../../../scripts/lib/backend-jobs.mjs';
import { startFakeExpoPush } from '../../support/fake-expo-push.mjs';
import { uniqueEmail, waitForPath } from '../helpers/index.mjs';
import { createClient, navigateTo } from '../records/records-steps.mjs';
import { eventually, runToken, serverDoc, serverWhere, signUpDevice } from '../sync/sync-steps.mjs';
import { acceptInvitation, registerExpoToken, signInAsClient } from './backend-steps.mjs';

const RUN = runToken('App');
const CLIENT = `Cliente ${RUN} Aplicativo`;
const PUSH_TOKEN = `ExponentPushToken[e2e${RUN.replace(/\W/g, '')}]`;
const missing = ['FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_HOST'].filter((v) => !process.env[v]);

describe(
  'the backend with the app: client invitation and push notifications',
  { skip: missing.length ? `needs ${missing.join(', ')}` : false },
  () => {
    let device;
    let expo;
    let jobs;
    let clientId;
    let client;

    before(async () => {
      expo = await startFakeExpoPush();
      jobs = await startBackendJobs({
        firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
        expoUrl: expo.url,
        reminderEveryMs: 1_500,
      });
      device = await signUpDevice({ displayName: `Rita ${RUN} Advogada`, role: 'advogado' });
    });
    after(async () => {
      await device?.app.close();
      await jobs?.stop();
      await expo?.close();
    });

    /** The pushes Expo received for this run's client. */
    const pushesFor = (kind) => expo.messages().filter((m) => m.to === PUSH_TOKEN && m.data?.kind === kind);

    test('1. an advogado invites a client to the app: a cliente account linked to the record; the link sets a password and signs in', async () => {
      const { page } = device;
      const email = uniqueEmail('cliente-app');
      clientId = await createClient(page, { name: CLIENT, email, phone: '11987654321', consent: true });
      const passwordSetupLink = await inviteToApp(page);

      const linked = await eventually(
        async () => {
          const record = await serverDoc('clients', clientId);
          return { ok: Boolean(record?.appUid), detail: record?.appUid ?? null };
        },
        { what: 'clients/{id}.appUid on the server' },
      );
      const account = await serverDoc('users', linked.detail);
      assert.equal(account.role, 'cliente');
      assert.equal(account.status, 'active');
      assert.equal(account.email, email);

      client = await acceptInvitation(passwordSetupLink);
      assert.equal(client.uid, linked.detail, 'the link signs in to the account linked to the record');
      await registerExpoToken(client, [PUSH_TOKEN]);
    });

    test("2. a staff message in the client's chat: exactly one push, recorded in notifications", async () => {
      assert.ok(client, 'needs the invited client of test 1');
      const { page } = device;
      await navigateTo(page, 'Chats');
      await waitForPath(page, '/chats');
      await page.getByRole('button', { name: 'Nova conversa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova conversa' });
      await dialog.getByRole('searchbox', { name: 'Buscar cliente' }).fill(CLIENT);
      await dialog.getByRole('button', { name: new RegExp(CLIENT) }).click();
      await page.getByRole('heading', { level: 2, name: CLIENT }).waitFor();
      const text = `Olá! Sua audiência foi marcada (${RUN}).`;
      const box = page.getByRole('textbox', { name: 'Mensagem' });
      await box.fill(text);
      await box.press('Enter');

      await eventually(async () => ({ ok: pushesFor('mensagem').length > 0, detail: expo.requests.length }), {
        timeout: 60_000,
        what: 'the push of the message at Expo',
      });
      await page.waitForTimeout(3_000); // nothing else may follow
      const pushes = pushesFor('mensagem');
      assert.equal(pushes.length, 1, 'exactly one push');
      assert.deepEqual(
        { title: pushes[0].title, body: pushes[0].body, clientId: pushes[0].data.clientId },
        { title: 'Nova mensagem do escritório', body: text, clientId },
      );
      const recorded = (await serverWhere('notifications', 'clientId', clientId)).filter((n) => n.kind === 'mensagem');
      assert.equal(recorded.length, 1);
      assert.equal(recorded[0].result, 'enviada');
      assert.equal(recorded[0].uid, client.uid);
      assert.equal(recorded[0].delivered, 1);
    });

    test("3. a reminder with 'Avisar o cliente' comes due: exactly one push without a click, and the reminder shows 'Enviado'", async () => {
      assert.ok(client, 'needs the invited client of test 1');
      const { page } = device;
      const title = `Levar documentos ${RUN}`;
      await navigateTo(page, 'Lembretes');
      await waitForPath(page, '/lembretes');
      await page.getByRole('link', { name: 'Novo lembrete' }).first().click();
      await waitForPath(page, '/lembretes/cadastrar');
      await page.getByLabel('Título').fill(title);
      // Due now, in the browser's own time zone (the form's fields are local date and time, dd/mm/aaaa and 24 h).
      const now = await page.evaluate(() => {
        const d = new Date();
        const pad = (n) => String(n).padStart(2, '0');
        return {
          day: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
          time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
        };
      });
      await page.getByLabel('Data').fill(now.day);
      await page.getByLabel('Hora').fill(now.time);
      await page.getByLabel('Cliente', { exact: true }).fill(CLIENT);
      await page.getByRole('button', { name: new RegExp(CLIENT) }).click();
      await page.getByText('Avisar o cliente no horário (pelo aplicativo do cliente)').click();
      await page.getByRole('textbox', { name: 'Mensagem' }).fill('Traga o RG e o comprovante de residência.');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await waitForPath(page, '/lembretes');

      const item = page.getByRole('listitem', { name: title });
      await eventually(
        async () => {
          const shown = (await item.textContent().catch(() => '')) ?? '';
          return { ok: /Enviado/.test(shown), detail: shown };
        },
        { timeout: 90_000, interval: 500, what: "the reminder shown as 'Enviado' on the staff's device" },
      );
      const pushes = pushesFor('lembrete');
      assert.equal(pushes.length, 1, 'exactly one push');
      assert.deepEqual(
        { title: pushes[0].title, body: pushes[0].body },
        { title, body: 'Traga o RG e o comprovante de residência.' },
      );
      const recorded = (await serverWhere('notifications', 'clientId', clientId)).filter((n) => n.kind === 'lembrete');
      assert.equal(recorded.length, 1);
      assert.equal(recorded[0].result, 'enviada');
      assert.equal(
        await item.getByRole('button', { name: `Marcar ${title} como enviado` }).count(),
        0,
        'no manual "Enviado" when the backend sends',
      );
    });

    test('4. revoking the access from the client page: the client can no longer sign in, and the account is disabled', async () => {
      assert.ok(client, 'needs the invited client of test 1');
      const { page } = device;
      await navigateTo(page, 'Clientes');
      await page.getByRole('link', { name: CLIENT }).first().click();
      await page.getByRole('tab', { name: 'Aplicativo' }).click();
      await page.getByRole('button', { name: 'Revogar acesso' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar acesso' }).click();
      await page.getByText('Sem acesso ao aplicativo').waitFor({ timeout: 30_000 });
      assert.equal((await serverDoc('clients', clientId)).appUid, null);
      assert.equal((await serverDoc('users', client.uid)).status, 'disabled');
      await assert.rejects(() => signInAsClient(client.email), /USER_DISABLED/);
    });
  },
);

/** On the client's page: Aplicativo → "Convidar para o aplicativo"; resolves with the password-setup link shown. */
async function inviteToApp(page) {
  await page.getByRole('tab', { name: 'Aplicativo' }).click();
  await page.getByRole('button', { name: 'Convidar para o aplicativo' }).click();
  const link = page.getByRole('textbox', { name: 'Link para criar a senha' });
  await link.waitFor({ timeout: 30_000 });
  await page.getByText('Com acesso ao aplicativo').waitFor();
  return link.inputValue();
}
