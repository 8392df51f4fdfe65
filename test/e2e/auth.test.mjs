// Sign-up, logout and a failed login through the real UI, against the Auth emulator.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createAccountOnEmulator,
  expectShell,
  launchApp,
  setEmailEnumerationProtection,
  loginViaUi,
  logoutViaUi,
  pathOf,
  signUpViaUi,
  uniqueEmail,
  waitForToast,
} from './helpers/index.mjs';

describe('sign-up and logout', () => {
  let app;
  before(async () => {
    app = await launchApp();
  });
  after(async () => {
    await app?.close();
  });

  test('sign-up lands on / with the signed-in shell', async () => {
    await signUpViaUi(app.page);
    assert.equal(pathOf(app.page), '/');
    await expectShell(app.page);
    // One connection-and-sync indicator (no separate "Online" badge that could contradict it).
    const status = app.page.getByTestId('sync-status');
    await status.waitFor();
    assert.match(
      (await status.innerText()).trim(),
      /^(Offline|Conectando…|Sincronizando( · \d+ pendentes?)?|Sincronizado|Sincronização indisponível)$/,
    );
    assert.match(await status.getAttribute('aria-label'), /^Sincronização: .*Última sincronização: /);
    assert.equal(await app.page.getByTestId('connection-status').count(), 0);
  });

  test('logout goes to /entrar', async () => {
    await expectShell(app.page);
    await logoutViaUi(app.page);
    assert.equal(pathOf(app.page), '/entrar');
    await app.page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  });
});

describe('login failures', () => {
  let app;
  before(async () => {
    app = await launchApp();
  });
  after(async () => {
    await app?.close();
  });

  test("a wrong password shows 'Senha incorreta!' under 'Erro ao fazer login'", async () => {
    await setEmailEnumerationProtection(false); // the emulator's default; other suites toggle it
    const account = await createAccountOnEmulator(uniqueEmail('wrong-pw'));
    await app.page.goto('/entrar');
    await loginViaUi(app.page, { email: account.email, password: 'nao-e-esta-senha' }, { expectPath: null });
    const toast = await waitForToast(app.page, 'Erro ao fazer login');
    assert.equal(toast.title, 'Erro ao fazer login');
    assert.equal(toast.description, 'Senha incorreta!');
    assert.equal(pathOf(app.page), '/entrar');
  });
});
