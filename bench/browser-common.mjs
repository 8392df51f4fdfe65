// Shared pieces of the Chromium benchmarks (bench/*-browser.mjs).
import { approveIfWaiting } from '../scripts/lib/staff-access.mjs';
import { clientDoc } from './client-fixtures.mjs';
import { writeDocs } from './firestore-rest.mjs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

export const round = (n) => Math.round(n * 10) / 10;

/** A tablet-sized page in a fresh context of `browser`. */
export async function tabletPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return { context, page };
}

export const PASSWORD = 'segredo-forte-123';

/**
 * Signs up a fresh staff user (advogado) through /cadastrar (the build must point at an Auth
 * emulator) and waits for the home page. Resolves with { email, password }.
 */
export async function signUp(page, baseUrl, name = 'Bench', backend = undefined) {
  const email = `bench-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}@exemplo.com.br`;
  await page.goto(`${baseUrl}/cadastrar`);
  await page.getByLabel('Nome completo').fill(`${name} Usuário`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // With a Firestore emulator the account waits for an admin: approve it as one would.
  await approveIfWaiting(
    page,
    { email, role: 'advogado' },
    { authHost: backend?.authHost, firestoreHost: backend?.firestoreHost },
  );
  await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
  return { email, password: PASSWORD };
}

/**
 * Waits until the shell says 'Sincronizado' with no pending changes (every local write is on
 * the server). Does nothing when the build has no Firestore (`backend.firestoreHost` unset).
 */
export async function waitForSynced(page, backend, timeout = 600_000) {
  if (!backend?.firestoreHost) return;
  await page.waitForFunction(
    () => {
      const badge = document.querySelector('[data-testid="sync-status"]');
      const label = badge?.getAttribute('aria-label') ?? '';
      return badge?.getAttribute('data-phase') === 'sincronizado' && /pendentes:\s*Nenhuma/i.test(label);
    },
    null,
    { timeout, polling: 250 },
  );
}

/**
 * A first sync as a real device gets its data: `count` clients of `uid` written on the server (the
 * build must sync: `backend.firestoreHost`), then `/` loaded until 'Sincronizado'. Resolves with the
 * documents written and the seconds the sync took.
 */
export async function firstSyncOfClients(page, baseUrl, backend, uid, count) {
  const now = Date.now();
  const docs = Array.from({ length: count }, (_, i) => clientDoc(i, uid, new Date(now - i * 3_600_000).toISOString()));
  await writeDocs(backend.firestoreHost, 'clients', docs);
  const t = Date.now();
  await page.goto(`${baseUrl}/`);
  await waitForSynced(page, backend);
  return { docs, seconds: round((Date.now() - t) / 1000) };
}

/**
 * The JS heap `page` holds after a full garbage collection, in MB (CDP `Runtime.getHeapUsage`:
 * what the page keeps alive, not what merely awaits collection).
 */
export async function heapUsedMb(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / (1024 * 1024);
  } finally {
    await cdp.detach();
  }
}

/**
 * Presses `key` in the focused search box of /clientes and waits for the list to answer the
 * box's new term (the results region not busy and naming that term), then for the frame after.
 * Resolves with { ms: keydown → painted, term, start: the keydown's time, end } (page times, ms).
 */
export async function pressSearchKey(page, key) {
  // Arm the measurement, press the key for real, then wait for the armed promise.
  await page.evaluate(() => {
    const input = document.activeElement;
    window.__keyResult = new Promise((resolve, reject) => {
      let start = 0;
      input.addEventListener('keydown', (e) => (start = e.timeStamp), { once: true, capture: true });
      const deadline = performance.now() + 60_000;
      const check = () => {
        const expected = input.value.trim();
        const region = document.querySelector('[data-testid="client-results"]');
        if (
          start &&
          region?.getAttribute('aria-busy') === 'false' &&
          region.getAttribute('data-search-term') === expected
        ) {
          requestAnimationFrame(() =>
            setTimeout(() => {
              const end = performance.now();
              resolve({ ms: end - start, term: expected, start, end });
            }, 0),
          );
          return;
        }
        if (performance.now() > deadline) return reject(new Error(`search for "${expected}" not answered in 60 s`));
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => window.__keyResult);
}
