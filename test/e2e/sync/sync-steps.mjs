// Steps of the two-device sync e2e tests (issue 10, item 5): devices signed in against the
// Auth + Firestore emulators, the shell's sync indicator read in ONE place, the server's
// state read over the emulator's REST API, and the client screens driven by their
// accessible names.
import { randomUUID } from 'node:crypto';
import { expectShell, launchApp, signUpViaUi, uniqueCpf, waitForPath } from '../helpers/index.mjs';
import { launchAppInProfile } from '../helpers/profile.mjs';

// ---------------------------------------------------------------------------------------
// Waiting
// ---------------------------------------------------------------------------------------

/**
 * Polls `probe` (async, returns { ok, detail }) until ok or `timeout`; throws with the last
 * detail, so a failure says what was actually seen.
 */
export async function eventually(probe, { timeout = 30_000, interval = 100, what = 'condition' } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await probe();
    } catch (error) {
      last = { ok: false, detail: `probe threw: ${error.message}` };
    }
    if (last.ok) return last;
    if (Date.now() > end) {
      throw new Error(
        `${what}: not reached in ${timeout} ms; last seen: ${typeof last.detail === 'string' ? last.detail : JSON.stringify(last.detail)}`,
      );
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** A token unique to this run, for names that must not collide in the shared emulator. */
export function runToken(prefix = 'Sx') {
  return `${prefix}${Date.now().toString(36)}${randomUUID().slice(0, 4)}`.replace(/[^a-zA-Z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------
// The sync indicator (the header's one button; its wording is being reworked: read it here only)
// ---------------------------------------------------------------------------------------

/** Its accessible name starts with this; the visible text is the short line ('Sincronizado'). */
const INDICATOR_NAME = /^Sincronização:/;
const INDICATOR_SELECTOR = 'button[aria-label^="Sincronização:"]';
const SYNCED_TEXT = /^Sincronizado\b/;
const OFFLINE_TEXT = /^Offline\b/;
/** 'Sincronizando · 3 pendentes' */
const PENDING_IN_TEXT = /(\d+)\s+pendentes?/;
/** '… Alterações pendentes: Nenhuma.' / '1 alteração' / '400 alterações' / 'Ainda não verificadas …' */
const PENDING_IN_NAME = /Alterações pendentes:\s*(Nenhuma|(\d+)\s+alteraç)/;

export function syncIndicator(page) {
  return page.getByRole('button', { name: INDICATOR_NAME }).first();
}

/** Turns the indicator's text and accessible name into { text, name, pending, synced, offline }. */
export function parseIndicator(text, name) {
  const t = (text ?? '').trim();
  const fromText = PENDING_IN_TEXT.exec(t);
  const fromName = PENDING_IN_NAME.exec(name ?? '');
  const pending = fromText
    ? Number(fromText[1])
    : fromName
      ? fromName[1] === 'Nenhuma'
        ? 0
        : Number(fromName[2])
      : null;
  return { text: t, name: name ?? '', pending, synced: SYNCED_TEXT.test(t), offline: OFFLINE_TEXT.test(t) };
}

export async function readSyncIndicator(page) {
  const button = syncIndicator(page);
  const [text, name] = await Promise.all([
    button.innerText({ timeout: 5_000 }),
    button.getAttribute('aria-label', { timeout: 5_000 }),
  ]);
  return parseIndicator(text, name);
}

/** Waits until the indicator says 'Sincronizado' with nothing pending. */
export async function waitForSynced(page, timeout = 60_000) {
  return eventually(
    async () => {
      const s = await readSyncIndicator(page);
      return { ok: s.synced && s.pending === 0, detail: s.name || s.text, value: s };
    },
    { timeout, interval: 200, what: 'sync indicator "Sincronizado", 0 pendentes' },
  );
}

/**
 * Starts recording every distinct state of the indicator inside the page (every 25 ms, so
 * short states are not missed between CDP round trips). stopSyncSampler returns
 * [{ t (ms since start), text, name }].
 */
export async function startSyncSampler(page) {
  await page.evaluate((selector) => {
    const w = globalThis;
    clearInterval(w.__syncSampler);
    const samples = [];
    const t0 = performance.now();
    w.__syncSamples = samples;
    const tick = () => {
      const el = document.querySelector(selector);
      const text = el?.innerText?.trim() ?? '(sem indicador)';
      const name = el?.getAttribute('aria-label') ?? '';
      const last = samples[samples.length - 1];
      if (!last || last.text !== text || last.name !== name)
        samples.push({ t: Math.round(performance.now() - t0), text, name });
    };
    tick();
    w.__syncSampler = setInterval(tick, 25);
  }, INDICATOR_SELECTOR);
}

export async function stopSyncSampler(page) {
  const samples = await page.evaluate(() => {
    clearInterval(globalThis.__syncSampler);
    return globalThis.__syncSamples ?? [];
  });
  return samples.map((s) => ({ ...s, ...parseIndicator(s.text, s.name) }));
}

/** Opens the indicator's details (click) and returns their text; closes them again. */
export async function readSyncDetails(page) {
  await syncIndicator(page).click();
  const details = page.getByRole('dialog').filter({ hasText: 'Alterações pendentes' }).last();
  await details.waitFor({ state: 'visible', timeout: 10_000 });
  const text = await details.innerText();
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
  return text;
}

/** The details' line for a tab that does not replicate itself (leader election). */
export const NOT_LEADER_TEXT = 'Outra aba aberta sincroniza por esta';

// ---------------------------------------------------------------------------------------
// Firestore live listeners of a page (network evidence, over CDP)
// ---------------------------------------------------------------------------------------

/**
 * Follows the Firestore Listen stream of one page: the replication's live listeners are the
 * `addTarget` queries "newest document of collection X" (orderBy serverTimestamp DESC, limit 1);
 * a target ends when the page removes it or the server removes it (with a cause, e.g. code 7
 * PERMISSION_DENIED). Attach before the page signs in. Returns
 * { live(): [collection…], removedByServer: [{ collection, code, message }], added: [collection…] }.
 */
export async function trackLiveListeners(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const targets = new Map(); // targetId → collection (live listeners only)
  const active = new Set();
  const added = [];
  const removedByServer = [];
  const responses = new Map(); // requestId of a Listen/channel request → response text so far
  const parse = (text) => {
    const re =
      /"targetChangeType":"REMOVE","targetIds":\[([\d,]+)\](?:,"cause":\{"code":(\d+)(?:,"message":"((?:[^"\\]|\\.)*)")?)?/g;
    for (const m of text.matchAll(re)) {
      if (!m[2]) continue;
      for (const id of m[1].split(',').map(Number)) {
        if (!active.has(id)) continue;
        active.delete(id);
        removedByServer.push({
          collection: targets.get(id),
          code: Number(m[2]),
          message: (m[3] ?? '')
            .replace(/\\n/g, ' ')
            .replace(/\\u0027/g, "'")
            .trim()
            .slice(0, 160),
        });
      }
    }
  };
  const append = (requestId, base64) => {
    if (!responses.has(requestId) || !base64) return;
    responses.set(requestId, responses.get(requestId) + Buffer.from(base64, 'base64').toString());
    parse(responses.get(requestId));
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/\/Listen\/channel/.test(e.request.url)) return;
    responses.set(e.requestId, '');
    if (e.request.method !== 'POST') return;
    const params = new URLSearchParams(e.request.postData ?? '');
    for (const [key, value] of params) {
      if (!/^req\d+___data__$/.test(key)) continue;
      let msg;
      try {
        msg = JSON.parse(value);
      } catch {
        continue;
      }
      const q = msg.addTarget?.query?.structuredQuery;
      if (
        q &&
        q.limit === 1 &&
        q.orderBy?.[0]?.field?.fieldPath === 'serverTimestamp' &&
        q.orderBy[0].direction === 'DESCENDING'
      ) {
        targets.set(msg.addTarget.targetId, q.from[0].collectionId);
        active.add(msg.addTarget.targetId);
        added.push(q.from[0].collectionId);
      }
      if (msg.removeTarget !== undefined) active.delete(msg.removeTarget);
    }
  });
  // Streaming (long-lived) responses: what arrived so far, then every chunk.
  cdp.on('Network.responseReceived', (e) => {
    if (!responses.has(e.requestId)) return;
    cdp.send('Network.streamResourceContent', { requestId: e.requestId }).then(
      (r) => append(e.requestId, r.bufferedData),
      () => undefined,
    );
  });
  cdp.on('Network.dataReceived', (e) => append(e.requestId, e.data));
  // Finished responses (long polling, POST answers): the whole body once more.
  cdp.on('Network.loadingFinished', (e) => {
    if (!responses.has(e.requestId)) return;
    cdp
      .send('Network.getResponseBody', { requestId: e.requestId })
      .then(
        (r) => parse(r.base64Encoded ? Buffer.from(r.body, 'base64').toString() : r.body),
        () => undefined,
      )
      .finally(() => responses.delete(e.requestId));
  });
  return {
    /** Collections with an open live listener (each once). */
    live: () => [...new Set([...active].map((id) => targets.get(id)))].sort(),
    /** Open live listeners (targets), duplicates included. */
    openTargets: () => active.size,
    added,
    removedByServer,
    detach: () => cdp.detach().catch(() => undefined),
  };
}

// ---------------------------------------------------------------------------------------
// Devices
// ---------------------------------------------------------------------------------------

/** The collections the app replicates (each has one live listener in the replicating tab). */
export const REPLICATED_COLLECTIONS = 13;

/**
 * A new device (own Chromium profile) where a new staff member signs up; resolves once the
 * shell is up and the first sync finished. With `live`, also once the replication's live
 * Firestore listeners are all open (right after sign-up the server refuses them until the
 * new profile has reached it; the app reopens them with back-off) — for scenarios that are
 * not about that moment. With `profileDir`, the profile is kept on close (helpers/profile.mjs)
 * so the same device can be relaunched. Returns { app, page, user, listeners }.
 */
export async function signUpDevice(user, { synced = true, live = false, profileDir } = {}) {
  const app = profileDir ? await launchAppInProfile(profileDir) : await launchApp();
  try {
    const listeners = await trackLiveListeners(app.page);
    const data = await signUpViaUi(app.page, user);
    await expectShell(app.page);
    if (synced) await waitForSynced(app.page, 90_000);
    const device = { app, page: app.page, user: data, listeners };
    if (live) await waitForLiveListeners(device);
    return device;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * Several devices signed up in parallel (specs: [user, options] pairs for signUpDevice).
 * If one fails, the others are closed before the error is thrown, so no Chromium is left
 * running (it would keep the test process alive until the runner's timeout).
 */
export async function signUpDevices(...specs) {
  const results = await Promise.allSettled(specs.map(([user, options]) => signUpDevice(user, options)));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(results.filter((r) => r.status === 'fulfilled').map((r) => r.value.app.close()));
    throw failed.reason;
  }
  return results.map((r) => r.value);
}

/** Waits until the device's page holds a live Firestore listener for every replicated collection. */
export async function waitForLiveListeners(device, timeout = 60_000) {
  // An atendente writes audit entries but pulls none (firestore.rules): no listener on logs.
  const expected = device.user?.role === 'atendente' ? REPLICATED_COLLECTIONS - 1 : REPLICATED_COLLECTIONS;
  await eventually(async () => ({ ok: device.listeners.live().length === expected, detail: device.listeners.live() }), {
    timeout,
    interval: 200,
    what: `${expected} live Firestore listeners`,
  });
}

// ---------------------------------------------------------------------------------------
// The server (Firestore emulator REST, as the owner: rules do not apply)
// ---------------------------------------------------------------------------------------

const PROJECT = 'demo-advocacia';

function documentsUrl() {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: these tests need the Firestore emulator');
  return `http://${host}/v1/projects/${PROJECT}/databases/(default)/documents`;
}

const OWNER = { Authorization: 'Bearer owner' };

function decodeValue(v) {
  if ('stringValue' in v) return v.stringValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return v.doubleValue;
  if ('booleanValue' in v) return v.booleanValue;
  if ('nullValue' in v) return null;
  if ('timestampValue' in v) return v.timestampValue;
  if ('mapValue' in v) return decodeFields(v.mapValue.fields ?? {});
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(decodeValue);
  return v;
}

function decodeFields(fields) {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decodeValue(v)]));
}

function decodeDocument(d) {
  return { id: d.name.split('/').pop(), ...decodeFields(d.fields ?? {}) };
}

/** One document as plain data (null when missing). */
export async function serverDoc(collection, id) {
  const res = await fetch(`${documentsUrl()}/${collection}/${encodeURIComponent(id)}`, { headers: OWNER });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET ${collection}/${id}: HTTP ${res.status} ${await res.text()}`);
  return decodeDocument(await res.json());
}

/**
 * Polls the server (every ~25 ms) until `probe()` (async → truthy) holds; resolves with the
 * Date.now() of the first success, or null after `timeout`. For "when did the server have it".
 */
export async function whenServerHas(probe, timeout = 20_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return Date.now();
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** Documents of `collection` whose `field` equals `value` (string). */
export async function serverWhere(collection, field, value) {
  return runQuery(collection, {
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
  });
}

/** Documents of `collection` whose string `field` starts with `prefix`. */
export async function serverWithPrefix(collection, field, prefix) {
  return runQuery(collection, {
    compositeFilter: {
      op: 'AND',
      filters: [
        { fieldFilter: { field: { fieldPath: field }, op: 'GREATER_THAN_OR_EQUAL', value: { stringValue: prefix } } },
        { fieldFilter: { field: { fieldPath: field }, op: 'LESS_THAN', value: { stringValue: `${prefix}\uf8ff` } } },
      ],
    },
  });
}

async function runQuery(collection, where) {
  const res = await fetch(`${documentsUrl()}:runQuery`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collection }], where } }),
  });
  if (!res.ok) throw new Error(`runQuery ${collection}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).filter((r) => r.document).map((r) => decodeDocument(r.document));
}

// ---------------------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------------------

/** Field by the start of its label (required fields append '*' to the accessible name). */
export function field(scope, label) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

export const digits = (s) => String(s ?? '').replace(/\D/g, '');

/** Clicks an entry of the main navigation (in-app router: no page load). */
export async function navigateTo(page, label) {
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .first()
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** /clientes with the search box set to `term` (in-app navigation). */
export async function searchClients(page, term) {
  if (new URL(page.url()).pathname !== '/clientes') {
    await navigateTo(page, 'Clientes');
    await waitForPath(page, '/clientes');
  }
  const box = page.getByRole('searchbox').first();
  await box.fill(term);
}

/** How many clients the list says it found for the current search ('N registros' / 'x–y de N' / none). */
export async function listedClientCount(page) {
  const results = page.getByTestId('client-results');
  if ((await results.getAttribute('aria-busy')) === 'true') return null;
  const text = await results.innerText();
  if (/Nenhum cliente/.test(text)) return 0;
  const m = /de\s+(\d+)\s*$/m.exec(text) ?? /(\d+)\s+registros?\s*$/m.exec(text);
  return m ? Number(m[1]) : null;
}

/** The link of a client row in the list (the row's name). */
export function clientLink(page, name) {
  return page.getByRole('link', { name, exact: true });
}

/** Creates a PF client (name and CPF only) through /clientes/cadastrar; resolves with its id. */
export async function createClient(page, { name, phone = '', email = '', notes = '' }) {
  await navigateTo(page, 'Clientes');
  await page.getByRole('link', { name: 'Novo cliente' }).first().click();
  await waitForPath(page, '/clientes/cadastrar');
  const form = page.getByRole('form', { name: 'Novo cliente' });
  await field(form, 'Nome completo').fill(name);
  await field(form, 'CPF').fill(uniqueCpf());
  if (phone) await field(form, 'Telefone').fill(phone);
  if (email) await field(form, 'E-mail').fill(email);
  if (notes) await field(form, 'Observações').fill(notes);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await waitForPath(page, /^\/clientes\/editar\//);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}

/**
 * Creates one client per name through the real /clientes/cadastrar form, as fast as the page
 * allows: the loop runs inside the page (DOM input events on the form's own inputs, a click
 * on its 'Salvar', the app's own navigation to the new record, history.back() to the empty
 * form) instead of one CDP round trip per keystroke. Resolves with { ids, ms } (ids in order;
 * ms: how long each create took, from typing to the saved record's page).
 */
export async function createClientsViaForm(page, names) {
  await navigateTo(page, 'Clientes');
  await page.getByRole('link', { name: 'Novo cliente' }).first().click();
  await waitForPath(page, '/clientes/cadastrar');
  // One CPF each: the form stops at "CPF já cadastrado" for a second client with the same one.
  const rows = names.map((name) => [name, uniqueCpf()]);
  return page.evaluate(async (list) => {
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const until = async (what, pred, ms = 15_000) => {
      const end = performance.now() + ms;
      while (!pred()) {
        if (performance.now() > end) throw new Error(`createClientsViaForm: ${what} (at ${location.pathname})`);
        await sleep(5);
      }
    };
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const control = (form, label) =>
      [...form.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith(label))?.control;
    const ids = [];
    const ms = [];
    for (const [name, cpf] of list) {
      const started = performance.now();
      let form;
      await until(
        'empty form',
        () =>
          location.pathname === '/clientes/cadastrar' &&
          (form = document.querySelector('form[aria-label="Novo cliente"]')),
      );
      for (const [label, value] of [
        ['Nome completo', name],
        ['CPF', cpf],
      ]) {
        const input = control(form, label);
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await sleep(0);
      [...form.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Salvar').click();
      await until(`saved "${name}"`, () => location.pathname.startsWith('/clientes/editar/'));
      ids.push(location.pathname.split('/').pop());
      ms.push(Math.round(performance.now() - started));
      history.back();
    }
    return { ids, ms };
  }, rows);
}

/** Opens a client's page from the list (search by its unique name), Dados tab. */
export async function openClient(page, name) {
  await searchClients(page, name);
  await clientLink(page, name).first().click();
  await waitForPath(page, /^\/clientes\/editar\//);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return clientForm(page);
}

export function clientForm(page) {
  return page.getByRole('form', { name: 'Dados do cliente' });
}

/** On a client's Dados tab: sets the fields { label: value } and saves. */
export async function editClient(page, values) {
  const form = clientForm(page);
  for (const [label, value] of Object.entries(values)) await field(form, label).fill(value);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await waitForToastTitle(page, 'Salvo');
}

/**
 * Waits for a toast by its title only (the shared waitForToast also reads the description,
 * which costs the whole action timeout when the toast has none, as 'Salvo' does).
 * 30 s: toasts queue one at a time (5 s each), so under load a save may wait behind two others.
 */
export async function waitForToastTitle(page, title, timeout = 30_000) {
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: title })
    .first()
    .waitFor({ state: 'visible', timeout });
}

/** The values shown on a client's Dados tab for the given labels ({ label: value }). */
export async function readClientForm(page, labels) {
  const form = clientForm(page);
  const out = {};
  for (const label of labels) out[label] = await field(form, label).inputValue({ timeout: 5_000 });
  return out;
}
