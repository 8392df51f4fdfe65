// Issue 10, item 5 (scenario 4) — a long offline queue (Chromium, production build, Auth +
// Firestore emulators, two devices on own Chromium profiles): 200 clients created on A
// while offline (through the real /clientes/cadastrar form), A reloaded while still offline
// (all 200 still there), then back online: A's sync indicator counts the pending writes
// down to "Sincronizado", the server and B have all 200, once each.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goOffline, goOnline } from '../helpers/index.mjs';
import {
  createClientsViaForm,
  eventually,
  listedClientCount,
  readSyncIndicator,
  runToken,
  searchClients,
  serverWithPrefix,
  signUpDevices,
  startSyncSampler,
  stopSyncSampler,
  syncIndicator,
  waitForSynced,
} from './sync-steps.mjs';

const RUN = runToken('Fila');
const COUNT = 200;

describe('sync: 200 writes queued offline', () => {
  let a;
  let b;

  before(async () => {
    [a, b] = await signUpDevices(
      [{ displayName: `Amanda ${RUN} Advogada`, role: 'advogado' }, { live: true }],
      [{ displayName: `Beatriz ${RUN} Atendente`, role: 'atendente' }, { live: true }],
    );
  });
  after(async () => {
    await goOnline(a?.page).catch(() => undefined);
    await Promise.all([a?.app.close(), b?.app.close()]);
  });

  test('4. 200 clients created offline on A survive a reload, then drain: A counts down to Sincronizado; B and the server have all 200', async () => {
    const prefix = `Lote ${RUN} `;
    const names = Array.from({ length: COUNT }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
    await searchClients(b.page, RUN);
    await b.page.getByText('Nenhum cliente encontrado').waitFor();

    await goOffline(a.page);
    const t0 = Date.now();
    const { ids, ms } = await createClientsViaForm(a.page, names);
    const createMs = Date.now() - t0;
    const avg = (list) => Math.round(list.reduce((x, y) => x + y, 0) / list.length);
    console.log(
      `# scenario 4: ${COUNT} clients created offline through the form in ${(createMs / 1000).toFixed(1)} s (${Math.round(createMs / COUNT)} ms each; ` +
        `first 20: ${avg(ms.slice(0, 20))} ms, last 20: ${avg(ms.slice(-20))} ms)`,
    );
    assert.equal(new Set(ids).size, COUNT);

    // Still offline: a full reload (the service worker serves the app, the replica the data).
    await a.page.reload();
    await syncIndicator(a.page).waitFor({ timeout: 60_000 });
    await searchClients(a.page, RUN);
    await eventually(
      async () => {
        const n = await listedClientCount(a.page);
        return { ok: n === COUNT, detail: n };
      },
      { timeout: 20_000, what: `A lists all ${COUNT} clients after the offline reload` },
    );
    // (Chromium's offline emulation may report navigator.onLine = true in a page loaded while
    // offline, so the phase may read 'Conectando…' rather than 'Offline': only the count matters here.)
    const before = await eventually(
      async () => {
        const s = await readSyncIndicator(a.page);
        return { ok: !s.synced && s.pending !== null && s.pending >= COUNT, detail: s.name, value: s };
      },
      { timeout: 10_000, what: `A's indicator: at least ${COUNT} pending writes` },
    );
    const onLine = await a.page.evaluate(() => navigator.onLine);
    console.log(
      `# scenario 4: A before reconnecting (navigator.onLine ${onLine}): "${before.value.text}" — ${before.value.name}`,
    );
    assert.deepEqual(await serverWithPrefix('clients', 'name', prefix), [], 'nothing reached the server while offline');

    // Back online: sample the indicator while the queue drains.
    await startSyncSampler(a.page);
    const online = Date.now();
    await goOnline(a.page);
    const bHasAll = eventually(
      async () => {
        const n = await listedClientCount(b.page);
        return { ok: n === COUNT, detail: n };
      },
      { timeout: 120_000, interval: 200, what: `B lists all ${COUNT} clients` },
    ).then(() => Date.now());
    await waitForSynced(a.page, 120_000);
    const drainedAt = Date.now();
    const samples = await stopSyncSampler(a.page);
    const bAt = await bHasAll;
    console.log(
      `# scenario 4: A drained (indicator "Sincronizado", 0 pendentes) ${drainedAt - online} ms after reconnecting; B listed all ${COUNT} after ${bAt - online} ms`,
    );
    console.log(
      `# scenario 4: A's indicator while draining: ${samples.map((s) => `${s.t}ms "${s.text}" (${s.pending ?? '?'})`).join(' → ')}`,
    );

    const counts = samples.map((s) => s.pending).filter((n) => n !== null);
    assert.ok(counts[0] >= COUNT, `the indicator started from the queued writes (${counts[0]})`);
    for (let i = 1; i < counts.length; i++)
      assert.ok(counts[i] <= counts[i - 1], `the pending count never goes up while draining: ${counts.join(' → ')}`);
    const last = samples[samples.length - 1];
    assert.ok(
      last.synced && last.pending === 0,
      `the indicator ends at "Sincronizado", 0 pendentes (last: ${last.name})`,
    );

    const onServer = await serverWithPrefix('clients', 'name', prefix);
    assert.equal(onServer.length, COUNT, `the server has ${onServer.length} of the ${COUNT} clients`);
    assert.deepEqual(new Set(onServer.map((c) => c.id)), new Set(ids), 'the server has exactly the ids created on A');
    assert.equal(await listedClientCount(b.page), COUNT);
  });
});
