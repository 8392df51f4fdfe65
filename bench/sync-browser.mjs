// Sync benchmarks in Chromium: the production build syncing with the Firestore emulator (run by
// bench/browser.rows.mjs; alone: `node bench/browser.rows.mjs sync`), each beside the plain
// Firebase web SDK with its own persistent cache doing the same work in the same run.
//
//   1. edit on device A → painted on device B: p50/p95 of EDITS edits of a client's name, made in
//      A's client form (click on "Salvar") and waited for in B's client page (its title); both
//      timestamps are Date.now() in the two pages (same machine clock).
//      Baseline: setDoc on one page, onSnapshot painting the name on another; and the same edit as
//      the app's push makes it, a compare-and-set (the document read and written in one transaction).
//   2. a new device's initial sync of CLIENTS clients: from the click on "Entrar" on a fresh
//      profile (/entrar?redirect=/clientes) until /clientes shows the whole count ("1–10 de N").
//      Baseline: a fresh profile signs in and listens to the collection until its first snapshot
//      from the server (all of it in the persistent cache) — in four id ranges one after the other,
//      as the emulator aborts one listen of 10,000 documents (see bench/sync-baseline-entry.ts).
//   3. OFFLINE_WRITES writes made offline, pushed after reconnecting: on device A, offline,
//      OFFLINE_WRITES `createDoc` through the app's data layer (bench/sync-app-entry.ts: stamped
//      and audited, so the replica also holds as many audit entries), then from going online
//      until the server holds them all (its count, polled) and the shell shows 'Sincronizado' with
//      nothing pending.
//      Baseline: OFFLINE_WRITES setDoc offline, online, `waitForPendingWrites()` (capped: when it
//      has not finished after max(4 min, 3x the app), the time waited is reported as a lower bound);
//      also the same writes in writeBatch of 500.
//
// The writes (1, 3) run first, while the server holds few clients, and the CLIENTS clients are
// seeded last: the emulator's cost per commit grows with the collection times its live listeners
// (see run()), which the real service does not have.
//
// The baseline (bench/sync-baseline-entry.ts) is built with Vite into one classic script and
// injected into a blank page that Playwright serves at the app's origin (context.route), so it
// never enters the app's bundle. Clients are seeded on the server over REST
// (bench/firestore-rest.mjs: `serverTimestamp` = server time, `_deleted: false`).
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID } from '../scripts/lib/emulators.mjs';
import { buildPageScript, signedInUid } from '../test/e2e/helpers/page-script.mjs';
import { clientDoc } from './client-fixtures.mjs';
import { median, percentile, round, signUp, tabletPage, waitForSynced } from './browser-common.mjs';
import { countDocs, deleteCollection, writeDocs } from './firestore-rest.mjs';

const CLIENTS = Number(process.env.BENCH_SYNC_CLIENTS ?? 10_000);
const OFFLINE_WRITES = Number(process.env.BENCH_SYNC_WRITES ?? 1_000);
const EDITS = Number(process.env.BENCH_EDITS ?? 20);
// BENCH_SYNC_ONLY=edits: only benchmark 1 (a few minutes instead of twenty); BENCH_EDITS: how many edits.
const ONLY_EDITS = process.env.BENCH_SYNC_ONLY === 'edits';
const GROUP = 'sync (Chromium)';
const APP_ENTRY = fileURLToPath(new URL('./sync-app-entry.ts', import.meta.url));
const BASELINE_ENTRY = fileURLToPath(new URL('./sync-baseline-entry.ts', import.meta.url));
const BASELINE_LABEL = 'SDK web puro, cache persistente';
const debug = (...args) => console.log('[bench:sync]', ...args);
const n = (x) => x.toLocaleString('pt-BR');

/** A fresh profile on a blank page of the app's origin with the baseline script, signed in. */
async function baselinePage(browser, baseUrl, backend, user) {
  const { context, page } = await tabletPage(browser);
  // A page Playwright fulfils counts as a public address, whose requests to the loopback
  // emulators Chromium's local-network-access check blocks unless allowed.
  await context.grantPermissions(['local-network-access']);
  await context.route(`${baseUrl}/__bench-baseline`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>baseline</title></head><body></body></html>',
    }),
  );
  await page.goto(`${baseUrl}/__bench-baseline`);
  await page.addScriptTag({ content: await buildPageScript(BASELINE_ENTRY, 'SyncBaseline') });
  const opts = { authHost: backend.authHost, firestoreHost: backend.firestoreHost, projectId: PROJECT_ID, ...user };
  return { context, page, opts };
}

/** Logs out through the shell's 'Sair' (the replication stops and its listeners end on the server). */
async function signOut(page) {
  // 'Sair' in the full side bar; 'Sair (name)' when it is compact (below 1280 px).
  await page
    .getByRole('button', { name: /^Sair( \(|$)/ })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/entrar', { timeout: 30_000 });
}

/** In the app page: resolves with Date.now() at the frame after the page title (h1) reads `name`. */
function armTitleWatch(page, name) {
  return page.evaluate((expected) => {
    window.__titleSeen = new Promise((resolve, reject) => {
      const deadline = Date.now() + 60_000;
      const check = () => {
        if (document.querySelector('h1')?.textContent?.trim() === expected)
          return requestAnimationFrame(() => setTimeout(() => resolve(Date.now()), 0));
        if (Date.now() > deadline) return reject(new Error(`"${expected}" not shown in 60 s`));
        requestAnimationFrame(check);
      };
      check();
    });
  }, name);
}

/** 1 (app). Edit on device A → painted on device B: both on the client's page, A saves its form. */
async function appEdits({ baseUrl, a, b, client }) {
  const runTag = Date.now().toString(36).slice(-4);
  for (const d of [a, b]) {
    await d.page.goto(`${baseUrl}/clientes/editar/${client.id}?aba=dados`);
    await d.page.getByRole('heading', { level: 1, name: client.name }).waitFor({ timeout: 120_000 });
  }
  const nameBox = a.page.getByLabel('Nome completo');
  const save = a.page.getByRole('button', { name: 'Salvar', exact: true });
  await a.page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) =>
        e.target instanceof Element &&
        e.target.closest('button')?.textContent?.trim() === 'Salvar' &&
        (window.__clickedAt = Date.now()),
      { capture: true },
    ),
  );
  const ms = [];
  for (let i = 0; i < EDITS + 1; i++) {
    const name = `Cliente Editado ${runTag} ${i + 1}`;
    await nameBox.fill(name);
    await armTitleWatch(b.page, name);
    await save.click();
    const seenAt = await b.page.evaluate(() => window.__titleSeen);
    const clickedAt = await a.page.evaluate(() => window.__clickedAt);
    if (i > 0) ms.push(seenAt - clickedAt); // the first edit also warms A's form and B's listener
    await a.page.waitForTimeout(300);
  }
  debug('edit A→B, app:', ms.map(round).join(', '));
  return ms;
}

/** 1 (baseline). setDoc (or `method`) on page A, onSnapshot painting the name on page B. */
async function baselineEdits({ pa, pb, client, method = 'editName' }) {
  const runTag = Date.now().toString(36).slice(-4);
  await pb.page.evaluate((docId) => window.__baseline.watchClient(docId), client.id);
  const ms = [];
  for (let i = 0; i < EDITS + 1; i++) {
    const name = `Cliente Base ${runTag} ${i + 1}`;
    await pb.page.evaluate((nm) => void (window.__seen = window.__baseline.waitForName(nm)), name);
    const at = await pa.page.evaluate(([m, docId, nm]) => window.__baseline[m](docId, nm), [method, client.id, name]);
    const seenAt = await pb.page.evaluate(() => window.__seen);
    if (i > 0) ms.push(seenAt - at);
    await pa.page.waitForTimeout(300);
  }
  debug(`edit A→B, baseline (${method}):`, ms.map(round).join(', '));
  return ms;
}

/** 2. A new device's initial sync until /clientes shows every client; baseline: listeners' first server snapshots into the cache. */
async function initialSync({ browser, baseUrl, backend, user, expected }) {
  const device = await tabletPage(browser);
  const { page } = device;
  let app;
  try {
    await page.goto(`${baseUrl}/entrar?redirect=${encodeURIComponent('/clientes')}`);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha').fill(user.password);
    const enter = page.getByRole('button', { name: 'Entrar', exact: true });
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (e) =>
          e.target instanceof Element &&
          e.target.closest('button')?.textContent?.trim() === 'Entrar' &&
          sessionStorage.setItem('bench:clickedAt', String(Date.now())),
        { capture: true },
      ),
    );
    await enter.click();
    // Also noted: when the first rows showed, and when the shell first said 'Sincronizado'.
    const shown = await page.waitForFunction(
      (total) => {
        const w = window;
        const region = document.querySelector('[data-testid="client-results"]');
        if (!w.__firstRows && region?.querySelectorAll('tbody tr').length) w.__firstRows = Date.now();
        if (!w.__synced && document.querySelector('[data-testid="sync-status"][data-phase="sincronizado"]'))
          w.__synced = Date.now();
        // The pager's count: '1–10 de N', or 'N registros' on a single page.
        const count = [...(region?.querySelectorAll('p') ?? [])]
          .map((p) => /^(?:\d+–\d+ de (\d+)|(\d+) registros?)$/.exec(p.textContent.trim()))
          .find(Boolean);
        return region?.getAttribute('aria-busy') === 'false' && count && Number(count[1] ?? count[2]) === total
          ? { at: Date.now(), firstRows: w.__firstRows ?? null }
          : false;
      },
      expected,
      { timeout: 900_000, polling: 'raf' },
    );
    const { at, firstRows } = await shown.jsonValue();
    const clickedAt = Number(await page.evaluate(() => sessionStorage.getItem('bench:clickedAt')));
    await waitForSynced(page, backend);
    const syncedAt = await page.evaluate(() => window.__synced ?? Date.now());
    app = { ms: at - clickedAt, firstRowsMs: firstRows ? firstRows - clickedAt : NaN, syncedMs: syncedAt - clickedAt };
    debug(
      `initial sync, app: list complete ${round(app.ms)} ms (first rows ${round(app.firstRowsMs)} ms, 'Sincronizado' ${round(app.syncedMs)} ms)`,
    );
  } finally {
    await signOut(page).catch(() => undefined);
    await device.context.close();
  }

  const bp = await baselinePage(browser, baseUrl, backend, user);
  try {
    const base = await bp.page.evaluate(async (o) => {
      const t0 = Date.now();
      await window.__baseline.start(o);
      const count = await window.__baseline.initialSync();
      return { ms: Date.now() - t0, count };
    }, bp.opts);
    debug(`initial sync, baseline: ${round(base.ms)} ms (${base.count} clients)`);
    if (base.count !== expected) throw new Error(`baseline read ${base.count} clients, the server holds ${expected}`);
    return { app, baseMs: base.ms };
  } finally {
    await bp.page.evaluate(() => window.__baseline.stop()).catch(() => undefined);
    await bp.context.close();
  }
}

/** Polls the server (every 250 ms) until it holds `count` clients tagged `tag`: { at: Date.now() then, count } or, after `timeoutMs`, { at: null, count }. */
async function serverHas(host, tag, count, { timeoutMs = 600_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const held = await countDocs(host, 'clients', { field: 'notes', value: tag });
    if (held >= count) return { at: Date.now(), count: held };
    if (Date.now() > deadline) return { at: null, count: held };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** 3 (app). On a signed-in device: offline, OFFLINE_WRITES createDoc, online until all are on the server and nothing is pending. */
async function appOfflineWrites({ baseUrl, backend, device }) {
  const { page, context } = device;
  await page.goto(`${baseUrl}/`);
  await waitForSynced(page, backend);
  const uid = await signedInUid(page);
  const tag = `bench-offline-${randomUUID().slice(0, 8)}`;
  await page.addScriptTag({ content: await buildPageScript(APP_ENTRY, 'SyncBenchApp') });
  await context.setOffline(true);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-phase') === 'offline',
    null,
    { timeout: 30_000 },
  );
  const t = Date.now();
  await page.evaluate((o) => window.__benchWriteClients(o), { uid, count: OFFLINE_WRITES, tag, from: 500_000 });
  const localMs = Date.now() - t;
  // The shell counts them as pending (clients + their audit entries) before we reconnect.
  const pendingBefore = await page
    .waitForFunction(
      (min) => {
        const badge = document.querySelector('[data-testid="sync-status"]');
        const m = /pendentes:\s*(\d+)/i.exec(badge?.getAttribute('aria-label') ?? '');
        return m && Number(m[1]) >= min ? Number(m[1]) : false;
      },
      OFFLINE_WRITES,
      { timeout: 120_000, polling: 250 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  debug(
    `offline: ${OFFLINE_WRITES} createDoc in ${round(localMs)} ms; the shell shows ${pendingBefore ?? '?'} pending`,
  );

  await page.evaluate(() => {
    window.__onlineDone = new Promise((resolve) => {
      const check = () => {
        const badge = document.querySelector('[data-testid="sync-status"]');
        const label = badge?.getAttribute('aria-label') ?? '';
        if (badge?.getAttribute('data-phase') === 'sincronizado' && /pendentes:\s*Nenhuma/i.test(label))
          return resolve(Date.now());
        setTimeout(check, 20);
      };
      setTimeout(check, 50);
    });
  });
  const onlineAt = Date.now();
  await context.setOffline(false);
  const [doneAt, server] = await Promise.all([
    page.evaluate(() => window.__onlineDone),
    serverHas(backend.firestoreHost, tag, OFFLINE_WRITES),
  ]);
  if (server.at === null)
    throw new Error(`app: the server holds ${server.count} of the ${OFFLINE_WRITES} offline writes after 10 min`);
  const app = {
    ms: Math.max(doneAt, server.at) - onlineAt,
    serverMs: server.at - onlineAt,
    zeroPendingMs: doneAt - onlineAt,
    localMs,
    pendingBefore,
  };
  debug(
    `offline writes, app: server had all at ${round(app.serverMs)} ms, 'Sincronizado' with 0 pending at ${round(app.zeroPendingMs)} ms`,
  );
  return app;
}

/**
 * 3 (baseline). In the baseline page, offline: `method` writes `count` clients; then online until
 * all are acknowledged (waitForPendingWrites) and on the server — or `capMs` passes: then `ms` is
 * the time waited and `done` false.
 */
async function baselineOfflineWrites({ backend, baseline, method, count, capMs }) {
  const tag = `bench-offline-base-${randomUUID().slice(0, 8)}`;
  await baseline.context.setOffline(true);
  const t = Date.now();
  await baseline.page.evaluate(([m, o]) => window.__baseline[m](o), [method, { count, tag, from: 600_000 }]);
  const localMs = Date.now() - t;
  const onlineAt = Date.now();
  await baseline.context.setOffline(false);
  const acked = baseline.page.evaluate(() => window.__baseline.pendingDone()).catch(() => null);
  const server = await serverHas(backend.firestoreHost, tag, count, { timeoutMs: capMs });
  const doneAt = server.at === null ? null : await acked;
  const out = {
    ms: (doneAt ?? Date.now()) - onlineAt,
    serverMs: server.at === null ? NaN : server.at - onlineAt,
    done: doneAt !== null,
    onServer: server.count,
    localMs,
  };
  debug(
    `offline writes, baseline ${method}: ${out.done ? `${round(out.ms)} ms acknowledged` : `not done after ${round(out.ms)} ms (${out.onServer}/${count} on the server)`} (writing offline ${round(localMs)} ms)`,
  );
  return out;
}

export async function run({ baseUrl, browser, backend }) {
  if (!backend?.firestoreHost) {
    const why = backend?.syncUnavailable ?? 'sem emulador do Firestore (BENCH_FIRESTORE_HOST)';
    console.log(`[bench:sync] skipped: ${why}`);
    return [
      {
        group: GROUP,
        metric: 'sincronização',
        value: NaN,
        unit: 'ms',
        baseline: null,
        baselineLabel: '',
        note: `não medido: ${why}`,
      },
    ];
  }
  // Order matters on the emulator: every commit to a collection re-runs, per live listener, the
  // queries on it — the replication's "newest document" listener included — over the whole
  // collection (measured: 35 ms → ~900 ms per commit at 10,000 clients with one listener), and
  // closed pages' listeners linger for minutes. The real service does not pay that, so everything
  // that writes runs while `clients` is small, and the 10,000 clients are seeded last.
  // So every page ends its listeners on the server before it closes: app devices log out ('Sair'
  // stops replication), baseline pages terminate their SDK.
  const open = new Set();
  const track = (x) => (open.add(x.context), x);
  const close = async (x) => {
    open.delete(x.context);
    if (x.opts) await x.page.evaluate(() => window.__baseline.stop()).catch(() => undefined);
    else await signOut(x.page).catch((error) => debug(`could not log out before closing: ${error.message}`));
    await x.context.close();
  };
  try {
    // Two staff members, each signed up on their own device (their users/{uid} profiles on the server).
    const a = track(await tabletPage(browser));
    const credA = await signUp(a.page, baseUrl, 'Sync A', backend);
    const uidA = await signedInUid(a.page);
    const b = track(await tabletPage(browser));
    const credB = await signUp(b.page, baseUrl, 'Sync B', backend);
    await waitForSynced(a.page, backend);
    await waitForSynced(b.page, backend);
    const client = { ...clientDoc(0, uidA, new Date().toISOString()), id: randomUUID() };
    await writeDocs(backend.firestoreHost, 'clients', [client]);

    // App: edits A → B, then A's offline writes. Each device is closed before the baseline runs
    // (it would receive and paint the baseline's writes too).
    const appEditMs = await appEdits({ baseUrl, a, b, client });
    await close(b);
    const appOffline = ONLY_EDITS ? undefined : await appOfflineWrites({ baseUrl, backend, device: a });
    await close(a);

    // Baseline: the same with the plain SDK, signed in as the same two people.
    const pa = track(await baselinePage(browser, baseUrl, backend, credA));
    const pb = track(await baselinePage(browser, baseUrl, backend, credB));
    await pa.page.evaluate((o) => window.__baseline.start(o), pa.opts);
    await pb.page.evaluate((o) => window.__baseline.start(o), pb.opts);
    const baseEditMs = await baselineEdits({ pa, pb, client });
    const txEditMs = await baselineEdits({ pa, pb, client, method: 'editNameInTransaction' });
    await close(pb);
    const edits = { app: appEditMs, base: baseEditMs, tx: txEditMs };
    const txNote = (q) => `SDK puro com transação (ler + gravar, o compare-and-set do app): ${round(q(edits.tx))} ms`;
    const editRows = [
      {
        group: GROUP,
        metric: `edição no aparelho A → pintada no B, p50 (${edits.app.length} edições)`,
        value: median(edits.app),
        unit: 'ms',
        baseline: median(edits.base),
        baselineLabel: `${BASELINE_LABEL}: setDoc → onSnapshot`,
        note: `A salva o formulário do cliente; B mostra o título da página do cliente; ${txNote(median)}`,
      },
      {
        group: GROUP,
        metric: 'edição no aparelho A → pintada no B, p95',
        value: percentile(edits.app, 95),
        unit: 'ms',
        baseline: percentile(edits.base, 95),
        baselineLabel: `${BASELINE_LABEL}: setDoc → onSnapshot`,
        note: `meta < 1 s (p95); pior ${round(Math.max(...edits.app))} ms; ${txNote((xs) => percentile(xs, 95))}`,
      },
    ];
    if (!appOffline) {
      await close(pa);
      return editRows;
    }
    const capMs = Math.max(240_000, 3 * appOffline.ms);
    // Batches first: queued behind unfinished setDocs they would measure those too.
    const batched = await baselineOfflineWrites({
      backend,
      baseline: pa,
      method: 'writeOfflineBatched',
      count: OFFLINE_WRITES,
      capMs,
    });
    const setDocs = await baselineOfflineWrites({
      backend,
      baseline: pa,
      method: 'writeOffline',
      count: OFFLINE_WRITES,
      capMs,
    });
    await close(pa);

    // The firm's clients, alone on the server (the writes above and their audit entries removed)
    // before a new device signs in.
    const removed =
      (await deleteCollection(backend.firestoreHost, 'clients')) +
      (await deleteCollection(backend.firestoreHost, 'logs'));
    debug(`removed ${n(removed)} clients and audit entries of the phases above`);
    const at = Date.now();
    const docs = Array.from({ length: CLIENTS }, (_, i) => clientDoc(i, uidA, new Date(at - i * 60_000).toISOString()));
    const t = Date.now();
    await writeDocs(backend.firestoreHost, 'clients', docs);
    const expected = await countDocs(backend.firestoreHost, 'clients');
    debug(
      `${n(CLIENTS)} clients written on the server in ${round((Date.now() - t) / 1000)} s (it holds ${n(expected)})`,
    );
    const initial = await initialSync({ browser, baseUrl, backend, user: credA, expected });

    const w = n(OFFLINE_WRITES);
    return [
      ...editRows,
      {
        group: GROUP,
        metric: `aparelho novo: entrar → /clientes com ${n(expected)} clientes vindos do servidor`,
        value: initial.app.ms,
        unit: 'ms',
        baseline: initial.baseMs,
        baselineLabel: `${BASELINE_LABEL}: login + onSnapshot da coleção (4 faixas de id) até vir do servidor`,
        note: `meta ≤ 1,5x o SDK puro; primeiras linhas ${round(initial.app.firstRowsMs)} ms; 'Sincronizado' ${round(initial.app.syncedMs)} ms`,
      },
      {
        group: GROUP,
        metric: `${w} gravações offline → no servidor e 0 pendentes, após reconectar`,
        value: appOffline.ms,
        unit: 'ms',
        baseline: setDocs.ms,
        baselineLabel: `${BASELINE_LABEL}: ${w} setDoc + waitForPendingWrites${setDocs.done ? '' : ` (não terminou: ${setDocs.onServer}/${w} no servidor)`}`,
        note:
          `meta ≤ 1,5x o SDK puro; app: servidor com todas ${round(appOffline.serverMs)} ms, 0 pendentes ${round(appOffline.zeroPendingMs)} ms, ` +
          `${n(2 * OFFLINE_WRITES)} documentos enviados (cada createDoc grava cliente + auditoria), gravar offline ${round(appOffline.localMs)} ms; ` +
          `SDK com writeBatch de 500: ${batched.done ? `${round(batched.ms)} ms` : `não terminou em ${round(batched.ms)} ms (${batched.onServer}/${w})`}`,
      },
    ];
  } finally {
    for (const c of open) await c.close().catch(() => undefined);
  }
}
