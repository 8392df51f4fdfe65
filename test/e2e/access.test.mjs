// Staff access (issue 12), in Chromium against the production build and the emulators with
// firestore.rules: a stranger who signs up waits, reads nothing and cannot open any screen;
// the first admin comes from `npm run grant-admin`; the admin approves from the team section
// (badge on Perfil) and the stranger's open page lets them in by itself; disabled, they are
// out within seconds on their own device.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  TABLET,
  expectShell,
  goOffline,
  goOnline,
  launchApp,
  pathOf,
  signUpViaUi,
  waitForPath,
  waitForServiceWorker,
} from './helpers/index.mjs';
import { eventually, runToken, waitForSynced } from './sync/sync-steps.mjs';
import { createClient } from './records/records-steps.mjs';

const run = promisify(execFile);
const GRANT_ADMIN = fileURLToPath(new URL('../../scripts/grant-admin.mjs', import.meta.url));
const PENDING = 'Cadastro aguardando aprovação';

/**
 * The IndexedDB databases on the device that may hold the firm's data: all of them but the
 * signed-in identity of Firebase Auth and the SDK's own bookkeeping (no firm data in those).
 */
const NOT_FIRM_DATA = [
  'firebaseLocalStorageDb',
  'firebase-heartbeat-database',
  'firebase-installations-database',
  // The empty probe @firebase/util opens and deletes at once to test IndexedDB (the heartbeat's
  // check): CI once listed it in that instant.
  'validate-browser-context-for-indexeddb-analytics-module',
];
async function firmDatabases(page) {
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  return names.filter((name) => !NOT_FIRM_DATA.includes(name));
}

/** A signed-in advogado's tablet holding the firm's data: a client with a CPF, made here and synced. */
async function advogadoTabletWithData(name, clientName) {
  const device = await launchApp({ viewport: TABLET });
  await signUpViaUi(device.page, { displayName: name, role: 'advogado' });
  await expectShell(device.page);
  await createClient(device.page, { name: clientName });
  await waitForSynced(device.page);
  const held = await firmDatabases(device.page);
  assert.ok(
    held.some((n) => n.startsWith('rxdb-dexie-') && n.endsWith('--clients')),
    `the replica's clients database is on the device: ${held.join(', ')}`,
  );
  return device;
}

describe(
  'staff access: approval and revocation',
  { skip: !process.env.FIRESTORE_EMULATOR_HOST && 'sem emulador do Firestore' },
  () => {
    let stranger;
    let admin;
    const token = runToken('A');
    const strangerName = `Pessoa Estranha ${token}`;
    const adminName = `Administradora ${token}`;
    let strangerData;

    before(async () => {
      [stranger, admin] = await Promise.all([launchApp({ viewport: TABLET }), launchApp({ viewport: TABLET })]);
    });
    after(async () => {
      if (stranger) await goOnline(stranger.page);
      await Promise.all([stranger?.close(), admin?.close()]);
    });

    test('a stranger who signs up sees the waiting screen and no screen of the firm, online or offline', async () => {
      const { page } = stranger;
      strangerData = await signUpViaUi(
        page,
        { displayName: strangerName, role: 'advogado' },
        { approve: false, expectPath: '/aguardando-aprovacao' },
      );
      await page.getByText('Seu pedido de acesso como Advogado(a) foi enviado.', { exact: false }).waitFor();
      for (const path of ['/', '/clientes', '/logs', '/perfil']) {
        await page.goto(path);
        await waitForPath(page, '/aguardando-aprovacao');
      }
      assert.equal(
        await page.getByRole('navigation', { name: 'Navegação principal' }).count(),
        0,
        'no navigation to the firm\u2019s areas',
      );
      // Offline (installed app on a tablet): the waiting screen still opens, with "Sair".
      await waitForServiceWorker(page);
      await goOffline(page);
      await page.reload();
      await page.getByRole('heading', { name: PENDING }).waitFor();
      await page.getByText('Sem conexão', { exact: false }).waitFor();
      assert.ok(await page.getByRole('button', { name: 'Sair' }).isVisible());
      await goOnline(page);
      await page.getByText('Esta tela se atualiza sozinha', { exact: false }).waitFor({ timeout: 30_000 });
    });

    test('the first admin comes from `npm run grant-admin`; the admin approves the request from the team section and the stranger gets in by themselves', async () => {
      const adminData = await signUpViaUi(
        admin.page,
        { displayName: adminName, role: 'advogado' },
        { approve: false, expectPath: '/aguardando-aprovacao' },
      );
      const { stdout } = await run(process.execPath, [GRANT_ADMIN, adminData.email], { env: process.env });
      assert.match(stdout, /status 'active'/);
      // The admin's open waiting page follows the grant by itself.
      await waitForPath(admin.page, '/', 60_000);
      await expectShell(admin.page);

      const { page } = admin;
      const badge = page.getByLabel(/pedidos? de acesso aguardando aprovação/).first();
      await badge.waitFor({ timeout: 60_000 });
      await page.goto('/perfil');
      const requests = page.getByRole('table', { name: 'Pedidos de acesso' });
      await requests.getByText(strangerName).waitFor({ timeout: 60_000 });
      await requests.getByLabel(`Função de ${strangerName}`).selectOption('atendente');
      await page.getByRole('button', { name: `Aprovar ${strangerName}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Aprovar' }).click();

      await waitForPath(stranger.page, '/', 60_000);
      await expectShell(stranger.page);
      // Approved as atendente (the admin's choice, not the request): no Logs in the navigation.
      assert.equal(await stranger.page.getByRole('link', { name: 'Logs' }).count(), 0);
      assert.equal(pathOf(stranger.page), '/');
      await page
        .getByRole('table', { name: 'Equipe do escritório' })
        .getByText(strangerName)
        .waitFor({ timeout: 30_000 });
    });

    test('an advogado disabled by the admin from another device: within seconds their tablet shows "Acesso desativado" and IndexedDB holds none of the firm\u2019s data (issue 26)', async () => {
      const advogadoName = `Advogada Revogada ${token}`;
      const advogado = await advogadoTabletWithData(advogadoName, `Cliente Sigiloso ${token}`);
      try {
        const { page } = admin;
        await page.goto('/perfil');
        await page.getByRole('button', { name: `Desativar ${advogadoName}` }).click({ timeout: 60_000 });
        const started = Date.now();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
        await advogado.page.getByRole('heading', { name: 'Acesso desativado' }).waitFor({ timeout: 30_000 });
        await eventually(
          async () => {
            const left = await firmDatabases(advogado.page);
            return { ok: left.length === 0, detail: left.join(', ') };
          },
          { timeout: 15_000, what: 'no firm database left in IndexedDB' },
        );
        console.log(
          `[access] desativado → dados apagados do dispositivo em ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        // The installed app's shell stays (it must still open, offline too, to say why).
        assert.ok(
          (await advogado.page.evaluate(() => caches.keys())).length > 0,
          'the service worker shell caches stay',
        );
        const stored = await advogado.page.evaluate(() => Object.keys(localStorage));
        assert.ok(
          !stored.some((key) => key.startsWith('advocacia:replica:')),
          `no replica marker: ${stored.join(', ')}`,
        );
        // A reload (or the waiting page opened directly) finds nothing to show either.
        await advogado.page.reload();
        await advogado.page.getByRole('heading', { name: 'Acesso desativado' }).waitFor();
        assert.deepEqual(await firmDatabases(advogado.page), []);
      } finally {
        await advogado.close();
      }
    });

    test('an advogado whose tablet went past the offline-session days: the firm\u2019s data is removed at the next start, offline (issue 26)', async () => {
      const advogado = await advogadoTabletWithData(`Advogado Ausente ${token}`, `Cliente Ausente ${token}`);
      try {
        const { page } = advogado;
        await waitForServiceWorker(page);
        await goOffline(page);
        // The last answer from the server, 15 days ago (the build's default allowance is 14).
        await page.evaluate(() => {
          const key = '@lembretes:user';
          const user = JSON.parse(localStorage.getItem(key));
          localStorage.setItem(
            key,
            JSON.stringify({ ...user, lastServerContactAt: Date.now() - 15 * 24 * 60 * 60 * 1000 }),
          );
        });
        await page.reload();
        await page
          .getByText('Sua sessão expirou', { exact: false })
          .waitFor({ timeout: 30_000 })
          .catch(async (error) => {
            console.log(
              `[access] expiry: at ${page.url()}: ${(
                await page
                  .locator('body')
                  .innerText()
                  .catch(() => '')
              ).slice(0, 500)}`,
            );
            throw error;
          });
        await waitForPath(page, '/entrar');
        await eventually(
          async () => {
            const left = await firmDatabases(page);
            return { ok: left.length === 0, detail: left.join(', ') };
          },
          { timeout: 15_000, what: 'no firm database left in IndexedDB after the expiry' },
        );
      } finally {
        await goOnline(advogado.page).catch(() => undefined);
        await advogado.close();
      }
    });

    test('disabled by the admin, the signed-in stranger is out within seconds; re-enabled, back in', async () => {
      const { page } = admin;
      await page.getByRole('button', { name: `Desativar ${strangerName}` }).click();
      const started = Date.now();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
      await stranger.page.getByRole('heading', { name: 'Acesso desativado' }).waitFor({ timeout: 30_000 });
      console.log(`[access] desativado → fora em ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await stranger.page.goto('/clientes');
      await waitForPath(stranger.page, '/aguardando-aprovacao');

      await page.getByRole('button', { name: `Reativar ${strangerName}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reativar' }).click();
      await waitForPath(stranger.page, '/', 60_000);
      await expectShell(stranger.page);
      assert.ok(strangerData.email);
    });
  },
);
