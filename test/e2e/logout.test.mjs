// Logout on a shared tablet (issue 12), in Chromium against the production build and the
// emulators: with work still pending 'Sair' says what and lets the person stay (nothing is
// cleared); once everything reached the server 'Sair' removes this user's IndexedDB replica.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  TABLET,
  expectShell,
  goOffline,
  goOnline,
  launchApp,
  loginViaUi,
  logoutViaUi,
  pathOf,
  signUpViaUi,
} from './helpers/index.mjs';
import {
  clientLink,
  createClient,
  readSyncIndicator,
  runToken,
  searchClients,
  waitForSynced,
} from './sync/sync-steps.mjs';

/** Names of this origin's IndexedDB databases that belong to `uid` (replica and attachment queue). */
async function ownDatabases(page, uid) {
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  const key = uid.replace(/[^a-zA-Z0-9]/g, '_');
  return names.filter((name) => name.includes(key));
}

describe('logout with and without pending writes', () => {
  let app;
  let user;
  let uid;
  const offlineClient = `Cliente offline ${runToken('L')}`;
  const onlineClient = `Cliente online ${runToken('L')}`;

  before(async () => {
    app = await launchApp({ viewport: TABLET });
    user = await signUpViaUi(app.page, { displayName: 'Helena Prado', role: 'advogado' });
    await expectShell(app.page);
    uid = await app.page.evaluate(() => JSON.parse(localStorage.getItem('@lembretes:user') ?? '{}').uid);
    assert.ok(uid, 'the session names the signed-in uid');
  });
  after(async () => {
    if (app) await goOnline(app.page);
    await app?.close();
  });

  test('offline with a new client not yet sent: "Sair" lists the pending change; "Continuar conectado" keeps the session and the data', async () => {
    const { page } = app;
    await waitForSynced(page);
    await goOffline(page);
    await createClient(page, { name: offlineClient });
    const indicator = await readSyncIndicator(page);
    assert.ok(indicator.pending >= 1, `the indicator counts the unsent client (${indicator.name})`);

    await page.getByRole('button', { name: 'Sair' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    // The client and its audit entry, counted as the indicator counts them.
    const pending = (await dialog.getByTestId('logout-pending').innerText()).trim();
    const match = /^(\d+) (alteração ainda não enviada|alterações ainda não enviadas)$/.exec(pending);
    assert.ok(match && Number(match[1]) >= 1, `the dialog lists the unsent change: "${pending}"`);
    assert.equal(
      await dialog.getByRole('button', { name: /Sair mesmo assim|Descartar/ }).count(),
      0,
      'pending work is never offered for discarding',
    );

    await dialog.getByRole('button', { name: 'Continuar conectado' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.match(pathOf(page), /^\/clientes\/editar\//);
    await expectShellStillSignedIn(page);
    // By name: other suites' clients of the same firm (the shared emulator) can fill the first page.
    await searchClients(page, offlineClient);
    await clientLink(page, offlineClient).waitFor();
    assert.ok(
      (await ownDatabases(page, uid)).some((name) => name.startsWith('rxdb-dexie-')),
      'the replica is still on the device',
    );
  });

  test('online, everything synced: "Sair" removes this user\'s replica from IndexedDB and goes to /entrar; signing in again brings the data back', async () => {
    const { page } = app;
    await goOnline(page);
    await waitForSynced(page); // the offline client reaches the server
    await createClient(page, { name: onlineClient });
    await waitForSynced(page);
    assert.ok((await ownDatabases(page, uid)).length > 0);

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.waitForURL((url) => url.pathname === '/entrar', { timeout: 30_000 });
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'nothing pending: no question asked');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    assert.deepEqual(await ownDatabases(page, uid), [], 'no IndexedDB database of this user is left');
    assert.equal(await page.evaluate(() => localStorage.getItem('@lembretes:user')), null);

    // Nothing was lost: the server had it all, and the next sign-in pulls it again.
    await loginViaUi(page, { email: user.email, password: user.password });
    await expectShell(page);
    await searchClients(page, offlineClient);
    await clientLink(page, offlineClient).waitFor({ timeout: 60_000 });
    await searchClients(page, onlineClient);
    await clientLink(page, onlineClient).waitFor({ timeout: 60_000 });
    await waitForSynced(page);
    await logoutViaUi(page);
  });
});

async function expectShellStillSignedIn(page) {
  await page.getByRole('button', { name: 'Sair' }).first().waitFor();
  assert.notEqual(await page.evaluate(() => localStorage.getItem('@lembretes:user')), null);
}
