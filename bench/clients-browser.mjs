// Client list benchmark in Chromium against a production build (run by bench/browser.rows.mjs).
//
// Puts 10,000 clients in a signed-in user's local replica and the same records in a plain
// IndexedDB database. When the build syncs (a Firestore emulator), the clients are written on the
// server (bench/firestore-rest.mjs) and the device pulls them, as a real device gets its data; the
// plain copy gets the same records. Without sync they are bulk-inserted into the replica
// (test/e2e/records/seed-clients-entry.ts, the app's own schemas and storage). Then:
//   - page load of /clientes → the first page of rows painted (performance.now(), i.e. since navigation start);
//   - in-app navigation from / to /clientes → rows painted (the replica is already open);
//   - search: key press → the list painted with the answer for the new term, per keystroke;
// and, in the same page, plain IndexedDB reads as the baseline: getAll of the 10,000 records
// (what any list must at least read to sort and count them), and getAll + filter per keystroke.
import { fileURLToPath } from 'node:url';
import { buildPageScript, signedInUid } from '../test/e2e/helpers/page-script.mjs';
import {
  firstSyncOfClients,
  heapUsedMb,
  median,
  percentile,
  pressSearchKey,
  round,
  signUp,
  tabletPage,
} from './browser-common.mjs';

const CLIENTS = 10_000;
const LOADS = 5;
const SEED_ENTRY = fileURLToPath(new URL('../test/e2e/records/seed-clients-entry.ts', import.meta.url));
/** Typed one key at a time, each key waiting for its answer; Backspace included. */
export const KEYS = [
  'm',
  'a',
  'r',
  'i',
  'a',
  ' ',
  's',
  'i',
  'l',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  '1',
  '2',
  '3',
  '4',
];

/** In the page: resolves with performance.now() at the frame after the client rows appear. */
const rowsPainted = () =>
  new Promise((resolve, reject) => {
    const deadline = performance.now() + 60_000;
    const check = () => {
      const region = document.querySelector('[data-testid="client-results"][aria-busy="false"]');
      if (region && region.querySelectorAll('tbody tr').length >= 10) {
        const at = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
        requestAnimationFrame(() =>
          setTimeout(
            () =>
              resolve({
                painted: performance.now(),
                fcp: at('first-contentful-paint'),
                replicaStart: at('replica:start'),
                replica: at('replica:ready'),
                mounted: at('client-list:mounted'),
                storagePage: at('client-list:storage-page'),
                index: at('client-index:ready'),
              }),
            0,
          ),
        );
        return;
      }
      if (performance.now() > deadline) return reject(new Error('/clientes: rows not painted in 60 s'));
      requestAnimationFrame(check);
    };
    check();
  });

/** In the page: the plain IndexedDB copy (the same store seed-clients-entry.ts writes). */
const plainPut = (docs) =>
  new Promise((resolve, reject) => {
    const open = indexedDB.open('bench-plain-idb', 1);
    open.onupgradeneeded = () =>
      open.result.createObjectStore('clients', { keyPath: 'id' }).createIndex('name', 'name');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('clients', 'readwrite');
      for (const d of docs) tx.objectStore('clients').put(d);
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
  });

/** In the page: plain IndexedDB baselines over the copy the seed wrote. */
const plainIdb = (terms) =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    const open = indexedDB.open('bench-plain-idb');
    open.onerror = () => reject(open.error);
    open.onsuccess = async () => {
      const db = open.result;
      const getAll = () =>
        new Promise((res, rej) => {
          const req = db.transaction('clients').objectStore('clients').getAll();
          req.onsuccess = () => res(req.result);
          req.onerror = () => rej(req.error);
        });
      const all = await getAll();
      const load = performance.now() - t0;
      const perKey = [];
      for (const term of terms) {
        const t = performance.now();
        const words = term.toLowerCase().split(/\s+/).filter(Boolean);
        const rows = await getAll();
        rows.filter((c) =>
          words.every((w) => `${c.name} ${c.email} ${c.document} ${c.phone}`.toLowerCase().includes(w)),
        );
        perKey.push(performance.now() - t);
      }
      db.close();
      resolve({ load, perKey, count: all.length });
    };
  });

export async function run({ baseUrl, browser, backend }) {
  const { context, page } = await tabletPage(browser);
  try {
    await signUp(page, baseUrl, 'Clientes', backend);
    const uid = await signedInUid(page);
    if (backend?.firestoreHost) {
      const { docs, seconds } = await firstSyncOfClients(page, baseUrl, backend, uid, CLIENTS);
      console.log(`[bench:clients] ${CLIENTS} clients pulled from the server in ${seconds} s`);
      await page.evaluate(plainPut, docs);
    } else {
      await page.addScriptTag({ content: await buildPageScript(SEED_ENTRY, 'ClientsSeed') });
      await page.evaluate((opts) => window.__seedClients(opts), { uid, count: CLIENTS, plainCopy: true });
    }

    const loads = [];
    for (let i = 0; i < LOADS + 1; i++) {
      await page.goto(`${baseUrl}/clientes`, { waitUntil: 'commit' });
      const t = await page.evaluate(rowsPainted);
      if (i > 0) loads.push(t); // the first load also installs the service worker and warms the HTTP cache
      if (process.env.BENCH_DEBUG && i === LOADS) {
        const timeline = await page.evaluate(() =>
          [
            ...performance
              .getEntriesByType('resource')
              .map((e) => [e.startTime, e.responseEnd, e.name.split('/').pop()]),
            ...performance.getEntriesByType('mark').map((e) => [e.startTime, null, `mark ${e.name}`]),
          ]
            .sort((a, b) => a[0] - b[0])
            .map(([s, e, n]) => `${Math.round(s)}${e === null ? '' : `→${Math.round(e)}`} ${n}`),
        );
        console.log(`[bench:clients] last load:\n  ${timeline.join('\n  ')}`);
      }
      await page.waitForTimeout(300);
    }

    const navigations = [];
    let heapHome = NaN;
    for (let i = 0; i < 3; i++) {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(3000); // a few seconds on the home page, as a user would be
      if (i === 0) heapHome = await heapUsedMb(page);
      const link = page.getByRole('link', { name: 'Clientes', exact: true }).first();
      const started = page.evaluate(() => {
        window.__navStart = performance.now();
      });
      await started;
      await link.click();
      const t = await page.evaluate(rowsPainted);
      navigations.push(t.painted - (await page.evaluate(() => window.__navStart)));
    }

    // Search: one key at a time; each waits for the list to answer the new term.
    const box = page
      .getByRole('searchbox')
      .or(page.getByPlaceholder('Buscar por nome, CPF/CNPJ, e-mail ou telefone'))
      .first();
    await box.click();
    const keystrokes = [];
    const terms = [];
    for (const key of KEYS) {
      const result = await pressSearchKey(page, key);
      keystrokes.push(result.ms);
      terms.push(result.term);
    }
    if (process.env.BENCH_DEBUG)
      console.log('[bench:clients] per key:', terms.map((t, i) => `"${t}" ${round(keystrokes[i])} ms`).join(', '));
    const heapClients = await heapUsedMb(page); // /clientes open, its search index built and searched
    const plain = await page.evaluate(plainIdb, terms);
    if (plain.count !== CLIENTS)
      throw new Error(`plain IndexedDB copy has ${plain.count} records, expected ${CLIENTS}`);

    const n = CLIENTS.toLocaleString('pt-BR');
    return [
      {
        group: 'clients (Chromium)',
        metric: `/clientes pintada com ${n} clientes, carga da página (mediana de ${LOADS})`,
        value: median(loads.map((l) => l.painted)),
        unit: 'ms',
        baseline: plain.load,
        baselineLabel: `IndexedDB puro: abrir + getAll de ${n}`,
        note: `meta 500 ms; pior ${round(Math.max(...loads.map((l) => l.painted)))} ms; medianas: 1ª pintura ${round(median(loads.map((l) => l.fcp)))} ms, réplica aberta ${round(median(loads.map((l) => l.replicaStart)))}→${round(median(loads.map((l) => l.replica)))} ms, lista montada ${round(median(loads.map((l) => l.mounted)))} ms, página lida do armazenamento ${round(median(loads.map((l) => l.storagePage)))} ms${Number.isNaN(median(loads.map((l) => l.index))) ? ' (índice de busca construído depois da pintura)' : `, índice de busca pronto ${round(median(loads.map((l) => l.index)))} ms`}`,
      },
      {
        group: 'clients (Chromium)',
        metric: `/clientes pintada ao navegar de / após 3 s na inicial (mediana de ${navigations.length})`,
        value: median(navigations),
        unit: 'ms',
        baseline: plain.load,
        baselineLabel: `IndexedDB puro: abrir + getAll de ${n}`,
        note: `meta 500 ms; pior ${round(Math.max(...navigations))} ms`,
      },
      {
        group: 'clients (Chromium)',
        metric: `busca: tecla → lista pintada, p50 (${keystrokes.length} teclas)`,
        value: median(keystrokes),
        unit: 'ms',
        baseline: median(plain.perKey),
        baselineLabel: 'IndexedDB puro: getAll + filtro',
        note: 'meta 16 ms',
      },
      {
        group: 'clients (Chromium)',
        metric: 'busca: tecla → lista pintada, p95',
        value: percentile(keystrokes, 95),
        unit: 'ms',
        baseline: percentile(plain.perKey, 95),
        baselineLabel: 'IndexedDB puro: getAll + filtro',
        note: `pior ${round(Math.max(...keystrokes))} ms`,
      },
      {
        group: 'clients (Chromium)',
        metric: `heap JS com /clientes aberta sobre ${n} clientes (após GC, índice de busca montado)`,
        value: heapClients,
        unit: 'MB',
        baseline: heapHome,
        baselineLabel: 'a inicial (/) com a mesma réplica, 3 s após carregar',
        note: 'issue 14: relatar',
      },
    ];
  } finally {
    await context.close();
  }
}
