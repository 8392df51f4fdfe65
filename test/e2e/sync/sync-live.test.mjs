// Issue 10, item 5 (scenarios 1, 5, 7, 8) — two devices live, Chromium against the production
// build, Auth + Firestore emulators: device A (an advogada) and device B (an atendente) are
// separate Chromium profiles (own IndexedDB, own service worker), both just signed up.
// 1. a client created on A shows on B's /clientes within 2 s, no reload;
// 5. a chat message from A shows live on B's /chats; on A it goes 'pendente' → 'enviada';
// 7. A's user signs in on a fresh device C and gets the profile from the server;
// 8. A's user in a second tab of A: one replication (leader election: only one tab holds the
//    Firestore listeners, the other's sync details say another tab syncs for it), both tabs
//    live, and the second tab takes over when the first one closes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectShell, goOffline, goOnline, launchApp, loginViaUi, uniqueCpf, waitForPath } from '../helpers/index.mjs';
import { giveMessagingConsent } from '../records/records-steps.mjs';
import {
  NOT_LEADER_TEXT,
  REPLICATED_COLLECTIONS,
  clientLink,
  createClient,
  eventually,
  field,
  navigateTo,
  readSyncDetails,
  runToken,
  searchClients,
  serverDoc,
  serverWhere,
  signUpDevices,
  syncIndicator,
  trackLiveListeners,
  waitForLiveListeners,
  whenServerHas,
} from './sync-steps.mjs';

const RUN = runToken('Vivo');

describe('sync between two devices, live', () => {
  let a;
  let b;
  const clientName = `Cliente ${RUN} Ao Vivo`;

  before(async () => {
    [a, b] = await signUpDevices(
      [{ displayName: `Ana ${RUN} Advogada`, role: 'advogado' }],
      [{ displayName: `Bruno ${RUN} Atendente`, role: 'atendente' }],
    );
  });
  after(async () => {
    await Promise.all([a?.app.close(), b?.app.close()]);
  });

  /**
   * Saves a new client on A and measures, from the click on 'Salvar', when B's /clientes
   * (already filtered by this run's token, no reload) lists it. Resolves with ms or null.
   */
  async function createOnAMeasureOnB(name, waitMs) {
    await searchClients(b.page, RUN);
    await navigateTo(a.page, 'Clientes');
    await a.page.getByRole('link', { name: 'Novo cliente' }).first().click();
    const form = a.page.getByRole('form', { name: 'Novo cliente' });
    await field(form, 'Nome completo').fill(name);
    await field(form, 'CPF').fill(uniqueCpf());
    await giveMessagingConsent(form); // scenario 5 sends this client a message
    const navigationsOnB = [];
    const onNavigation = (frame) => frame === b.page.mainFrame() && navigationsOnB.push(frame.url());
    b.page.on('framenavigated', onNavigation);
    const onB = clientLink(b.page, name)
      .waitFor({ timeout: waitMs })
      .then(
        () => Date.now(),
        () => null,
      );
    const t0 = Date.now();
    await form.getByRole('button', { name: 'Salvar' }).click();
    const seenAt = await onB;
    b.page.off('framenavigated', onNavigation);
    await waitForPath(a.page, /^\/clientes\/editar\//);
    const id = new URL(a.page.url()).pathname.split('/').pop();
    assert.deepEqual(navigationsOnB, [], 'B must not reload or navigate');
    return { id, elapsed: seenAt === null ? null : seenAt - t0 };
  }

  test('1. a client created on A (just signed up) is listed on B (just signed up, at /clientes, no reload) in under 2 s', async () => {
    const { id, elapsed } = await createOnAMeasureOnB(clientName, 8_000);
    const removed = b.listeners.removedByServer.map((r) => `${r.collection}(code ${r.code})`);
    console.log(
      `# scenario 1: client saved on A → listed on B: ${elapsed === null ? 'NOT within 8 s' : `${elapsed} ms`}`,
    );
    console.log(
      `# scenario 1: B's live Firestore listeners now: ${b.listeners.live().length}; ended by the server since sign-up: ${removed.join(', ') || 'none'}`,
    );
    assert.equal((await serverDoc('clients', id))?.name, clientName, 'the server has the client');
    assert.ok(
      elapsed !== null && elapsed < 2_000,
      `B did not list A's new client within 2 s (${elapsed ?? '> 8000'} ms). B's live listeners: [${b.listeners.live()}]; ` +
        `ended by the server: ${JSON.stringify(b.listeners.removedByServer.slice(0, 2))}${removed.length > 2 ? ` and ${removed.length - 2} more` : ''}`,
    );
  });

  test('5. a chat message from A shows live on B; on A it goes pendente → enviada', async () => {
    await waitForLiveListeners(b);
    // A starts a conversation with the client from scenario 1.
    await navigateTo(a.page, 'Chats');
    await waitForPath(a.page, '/chats');
    await a.page.getByRole('button', { name: 'Nova conversa' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Nova conversa' });
    await dialog.getByRole('searchbox', { name: 'Buscar cliente' }).fill(RUN);
    await dialog.getByRole('button', { name: new RegExp(clientName) }).click();
    await a.page.getByRole('heading', { level: 2, name: clientName }).waitFor();

    // B finds the conversation (it arrives by sync) and opens it.
    await navigateTo(b.page, 'Chats');
    await waitForPath(b.page, '/chats');
    await b.page.getByRole('searchbox', { name: 'Buscar cliente ou mensagem' }).fill(RUN);
    await b.page.getByRole('button', { name: new RegExp(`^${clientName}`) }).click({ timeout: 20_000 });
    await b.page.getByRole('heading', { level: 2, name: clientName }).waitFor();

    // Every state a bubble shows on A, from its first render (Date.now(), the same clock as this process).
    await a.page.evaluate(() => {
      const states = {};
      globalThis.__messageStates = states;
      const record = () => {
        for (const bubble of document.querySelectorAll('[data-testid="message"]')) {
          const key = /Mensagem \S+ (\S+)/.exec(bubble.textContent)?.[1];
          if (!key) continue;
          const state = bubble.querySelector('[data-state]')?.getAttribute('data-state') ?? '(sem estado)';
          const list = (states[key] ??= []);
          if (list[list.length - 1]?.state !== state) list.push({ state, at: Date.now() });
        }
      };
      globalThis.__messageObserver?.disconnect();
      globalThis.__messageObserver = new MutationObserver(record);
      globalThis.__messageObserver.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    const box = a.page.getByRole('textbox', { name: 'Mensagem' });
    const bubble = (page, text) => page.getByTestId('message-list').getByTestId('message').filter({ hasText: text });
    const statesOf = async (key) =>
      (await a.page.evaluate((k) => globalThis.__messageStates[k] ?? [], key)).map((s) => ({ ...s }));
    const waitForStateOnA = (text, state) =>
      eventually(
        async () => {
          const shown = await bubble(a.page, text)
            .locator('[data-state]')
            .getAttribute('data-state', { timeout: 2_000 });
          return { ok: shown === state, detail: shown };
        },
        { timeout: 20_000, what: `message state on A = ${state}` },
      );

    // (a) Online: live on B; on A 'pendente' until the server has it, then 'enviada'.
    const online = `Mensagem ${RUN} online: bom dia, recebemos seus documentos.`;
    await box.fill(online);
    const onB = bubble(b.page, online)
      .waitFor({ timeout: 20_000 })
      .then(
        () => Date.now(),
        () => null,
      );
    const t0 = Date.now();
    const onServer = whenServerHas(async () => (await serverWhere('messages', 'text', online)).length > 0);
    await box.press('Enter');
    const [seenOnB, serverAt] = await Promise.all([onB, onServer]);
    await waitForStateOnA(online, 'enviada');
    const onlineStates = await statesOf('online:');
    const fmt = (list, from = t0) => list.map((s) => `${s.state}@${s.at - from}ms`).join(' → ');
    console.log(
      `# scenario 5 (online): on server at ${serverAt === null ? 'never' : `${serverAt - t0} ms`}, shown on B at ${seenOnB === null ? 'never' : `${seenOnB - t0} ms`}; states on A: ${fmt(onlineStates)}`,
    );

    // (b) A offline: the message must say 'pendente' for as long as it cannot have reached the server.
    await goOffline(a.page);
    const offline = `Mensagem ${RUN} offline: enviaremos a procuração amanhã.`;
    await box.fill(offline);
    const t1 = Date.now();
    await box.press('Enter');
    await bubble(a.page, offline).waitFor();
    await a.page.waitForTimeout(1_500);
    const offlineStates = await statesOf('offline:');
    const onBOffline = bubble(b.page, offline)
      .waitFor({ timeout: 20_000 })
      .then(
        () => Date.now(),
        () => null,
      );
    const t2 = Date.now();
    await goOnline(a.page);
    await waitForStateOnA(offline, 'enviada');
    const seenOnBOffline = await onBOffline;
    const afterOnline = await statesOf('offline:');
    console.log(
      `# scenario 5 (offline): states on A: ${fmt(afterOnline, t1)} (back online at ${t2 - t1} ms); shown on B ${seenOnBOffline === null ? 'never' : `${seenOnBOffline - t2} ms after reconnecting`}`,
    );
    await a.page.evaluate(() => globalThis.__messageObserver.disconnect());

    assert.ok(seenOnB !== null, 'the online message must show on B without a reload');
    assert.ok(seenOnBOffline !== null, 'the message sent offline must show on B once A is back online');
    assert.equal((await serverWhere('messages', 'text', online)).length, 1, 'the server has the online message once');
    assert.equal((await serverWhere('messages', 'text', offline)).length, 1, 'the server has the offline message once');
    assert.deepEqual(
      offlineStates.map((s) => s.state),
      ['pendente'],
      `a message written offline must be 'pendente' from its first render (states on A while offline, from the send: ${fmt(offlineStates, t1)})`,
    );
    assert.deepEqual(
      onlineStates.map((s) => s.state),
      ['pendente', 'enviada'],
      `online, A must show 'pendente' until the server has the message, then 'enviada' (server had it at ${serverAt === null ? 'never' : `${serverAt - t0} ms`}; states on A: ${fmt(onlineStates)})`,
    );
    assert.equal(await bubble(a.page, online).getByText('Enviada').count(), 1, "A shows the word 'Enviada'");
  });

  test('7. the user who signed up on A signs in on a fresh device and gets the profile from the server', async () => {
    const c = await launchApp();
    try {
      await loginViaUi(c.page, { email: a.user.email, password: a.user.password });
      await expectShell(c.page);
      // The shell's user box: name and role.
      await c.page.getByText(a.user.displayName, { exact: true }).first().waitFor();
      await c.page.getByText('Advogado(a)', { exact: true }).first().waitFor();
      // Only an advogado(a) sees Logs: the role came with the profile.
      await c.page
        .getByRole('navigation', { name: 'Navegação principal' })
        .first()
        .getByRole('link', { name: 'Logs', exact: true })
        .waitFor();

      await navigateTo(c.page, 'Perfil');
      await waitForPath(c.page, '/perfil');
      await c.page.getByText(`${a.user.email} · Advogado(a)`).waitFor();
      const form = c.page.getByRole('form', { name: 'Dados pessoais' });
      assert.equal(await field(form, 'Nome completo').inputValue(), a.user.displayName);
      assert.equal((await field(form, 'CPF').inputValue()).replace(/\D/g, ''), a.user.cpf);
    } finally {
      await c.close();
    }
  });

  test('8. two tabs on A: one replication; both tabs live (writes in either tab and on B); the other tab takes over when the replicating one closes', async () => {
    const tab1 = a.page;
    await waitForLiveListeners(a);
    const tab2 = await a.app.context.newPage();
    const tab2Listeners = await trackLiveListeners(tab2);
    await tab2.goto('/');
    await syncIndicator(tab2).waitFor({ timeout: 60_000 });
    /** Waits until `page`'s /clientes (searched for this run) lists `name`; resolves with the ms since `from`. */
    const listed = async (page, name, from, timeout = 15_000) => {
      await clientLink(page, name).waitFor({ timeout });
      return Date.now() - from;
    };

    // One replication: tab 1 (opened first) holds the Firestore listeners and replicates, tab 2 neither.
    await tab2.waitForTimeout(2_000);
    const details1 = await readSyncDetails(tab1);
    const details2 = await readSyncDetails(tab2);
    console.log(
      `# scenario 8: live Firestore listeners — tab 1: ${a.listeners.live().length}, tab 2: ${tab2Listeners.live().length} (opened by tab 2 so far: ${tab2Listeners.added.length})`,
    );
    console.log(
      `# scenario 8: tab 2 indicator "${await syncIndicator(tab2).innerText()}"; details: ${details2.replace(/\s+/g, ' ')}`,
    );
    assert.ok(!details1.includes(NOT_LEADER_TEXT), `tab 1 replicates itself (details: ${details1})`);
    assert.ok(details2.includes(NOT_LEADER_TEXT), `tab 2 says another tab syncs for it (details: ${details2})`);
    assert.equal(
      a.listeners.live().length,
      REPLICATED_COLLECTIONS,
      `tab 1 listens to every collection (${a.listeners.live()})`,
    );
    // Checked at the end, so the liveness checks below run (and report) either way.
    const openedByTab2 = [...tab2Listeners.added];

    await Promise.all([searchClients(tab1, RUN), searchClients(tab2, RUN), searchClients(b.page, RUN)]);

    // A write in tab 1 shows in tab 2 and on B.
    const fromTab1 = `Cliente ${RUN} Aba Um`;
    let t0 = Date.now();
    await createClient(tab1, { name: fromTab1 });
    const [inTab2, onB1] = await Promise.all([listed(tab2, fromTab1, t0), listed(b.page, fromTab1, t0)]);
    console.log(
      `# scenario 8: created in tab 1 (${Date.now() - t0} ms of UI) → listed in tab 2 at ${inTab2} ms, on B at ${onB1} ms`,
    );
    await searchClients(tab1, RUN);

    // A write in tab 2 (which does not replicate) shows in tab 1 and reaches B through tab 1.
    const fromTab2 = `Cliente ${RUN} Aba Dois`;
    t0 = Date.now();
    const id2 = await createClient(tab2, { name: fromTab2 });
    const [inTab1, onB2] = await Promise.all([listed(tab1, fromTab2, t0), listed(b.page, fromTab2, t0, 20_000)]);
    console.log(`# scenario 8: created in tab 2 → listed in tab 1 at ${inTab1} ms, on B at ${onB2} ms`);
    await searchClients(tab2, RUN);
    assert.equal((await serverDoc('clients', id2))?.name, fromTab2);

    // A write on B shows in both tabs.
    const fromB = `Cliente ${RUN} Aparelho B`;
    t0 = Date.now();
    await createClient(b.page, { name: fromB });
    const [b1, b2] = await Promise.all([listed(tab1, fromB, t0), listed(tab2, fromB, t0)]);
    console.log(`# scenario 8: created on B → listed in tab 1 at ${b1} ms, in tab 2 at ${b2} ms`);

    // Tab 1 closes: tab 2 takes over the replication and stays live.
    await tab1.close();
    await eventually(
      async () => ({
        ok: !(await readSyncDetails(tab2)).includes(NOT_LEADER_TEXT),
        detail: await readSyncDetails(tab2),
      }),
      {
        timeout: 20_000,
        interval: 500,
        what: 'tab 2 replicates itself after tab 1 closed',
      },
    );
    await waitForLiveListeners({ listeners: tab2Listeners }, 20_000);
    const fromBAgain = `Cliente ${RUN} Depois da Aba`;
    t0 = Date.now();
    await createClient(b.page, { name: fromBAgain });
    console.log(
      `# scenario 8: tab 1 closed; created on B → listed in tab 2 at ${await listed(tab2, fromBAgain, t0)} ms`,
    );

    assert.deepEqual(
      openedByTab2,
      [],
      `while tab 1 replicated, tab 2 (not the leader) opened ${openedByTab2.length} live Firestore listeners of its own: ${openedByTab2}`,
    );
  });
});
