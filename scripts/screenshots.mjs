#!/usr/bin/env node
// npm run screenshots [-- --url http://127.0.0.1:5173 --auth-host 127.0.0.1:9099 --firestore-host 127.0.0.1:8080]
//                     [--only inicio,perfil] [--out docs/screenshots] [--themes light,dark] [--no-phone]
//
// Renders every screen of scripts/screenshots.screens.mjs at tablet size (1024x768) in light and dark theme
// into docs/screenshots/<name>-<theme>.png, and at phone size (390x844, light) into <name>-celular.png (--no-phone: not), with a freshly signed-up user and a modest, realistic demo firm,
// synced with the local backend: every screenshot waits for "Sincronizado" in the header.
//
// Without --url it starts its own backend (scripts/lib/stack.mjs startBackend(): Auth emulator + Firestore
// emulator with firestore.rules) and a Vite *dev* server pointed at both (VITE_AUTH_EMULATOR_HOST,
// VITE_FIRESTORE_EMULATOR_HOST) on a free port, and stops them all at the end. The dev server (not
// `vite preview`) is deliberate: the demo data is written through the data layer's public API
// (`/src/data/index.ts`, the same module instance the page uses), exactly as the screens write it, and a
// production bundle does not expose its modules. With --url, the server must be a dev server pointed at
// running emulators, named by --auth-host/--firestore-host (without --firestore-host there is no sync: the
// demo user is made admin on the device only and the conflict screens are skipped).
//
// The user is made an administrator as `npm run grant-admin` does (custom claim + users/{uid}.role on the
// server). A second staff member, on a second browser context, then edits the same field of one client as
// the first one while both are offline; both reconnect and the conflict lands in /logs (screens `logs`,
// `logs-conflito`).
/* global document */ // used inside page.evaluate callbacks, which run in the browser
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './lib/chromium.mjs';
import { startBackend } from './lib/stack.mjs';
import { approveIfWaiting } from './lib/staff-access.mjs';
import { SCREENS, SIGNED_OUT_SCREENS } from './screenshots.screens.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const VIEWPORT = { width: 1024, height: 768 };
/** A phone held upright (light theme only): <name>-celular.png. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
const USER_KEY = '@lembretes:user';
const THEME_KEY = 'advocacia:tema';

function parseArgs(argv) {
  const args = {
    url: undefined,
    authHost: undefined,
    firestoreHost: undefined,
    only: undefined,
    out: join(ROOT, 'docs/screenshots'),
    themes: ['light', 'dark'],
    phone: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (key === '--url') args.url = value().replace(/\/$/, '');
    else if (key === '--auth-host') args.authHost = value();
    else if (key === '--firestore-host') args.firestoreHost = value();
    else if (key === '--only') args.only = value().split(',');
    else if (key === '--out') args.out = resolve(value());
    else if (key === '--themes') args.themes = value().split(',');
    else if (key === '--no-phone') args.phone = false;
    else throw new Error(`Opção desconhecida: ${argv[i]}`);
  }
  return args;
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} não respondeu a tempo`);
}

/**
 * The local backend (Auth + Firestore emulators, scripts/lib/stack.mjs) and a Vite dev server pointed at
 * both, on free ports. Returns { url, authHost, firestoreHost, stop() } (stop ends the process groups we
 * started). Without a Firestore emulator on this machine it says so and the app runs without sync.
 */
export async function startDevStack() {
  const backend = await startBackend({ quiet: true });
  const port = await freePort();
  const vite = spawn(join(ROOT, 'node_modules/.bin/vite'), ['--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env: {
      ...process.env,
      VITE_AUTH_EMULATOR_HOST: backend.authHost,
      ...(backend.firestoreHost ? { VITE_FIRESTORE_EMULATOR_HOST: backend.firestoreHost } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-vite.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await backend.stop();
  };
  try {
    await waitForHttp(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, authHost: backend.authHost, firestoreHost: backend.firestoreHost, stop };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
}

export async function newTabletPage(browser, { theme = 'light' } = {}) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs a new staff member up through /cadastrar (the real form) and waits for the home page;
 * with a Firestore emulator (`stack`), approves the waiting account as an admin would.
 */
export async function signUp(page, baseUrl, user, stack = undefined) {
  await page.goto(`${baseUrl}/cadastrar`);
  await page.getByLabel('Nome completo').fill(user.displayName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByLabel('CPF').fill(user.cpf);
  await page.getByLabel('Telefone').fill(user.phoneNumber);
  await page.getByLabel('Função').selectOption(user.role === 'atendente' ? 'atendente' : 'advogado');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await approveIfWaiting(
    page,
    { email: user.email, role: user.role === 'atendente' ? 'atendente' : 'advogado' },
    { authHost: stack?.authHost, firestoreHost: stack?.firestoreHost },
  );
  await page.waitForURL(`${baseUrl}/`, { timeout: 30_000 });
}

/**
 * Without sync only: makes the signed-in user an admin on this device. Nobody may pick 'admin' at
 * sign-up (an admin grants it); with no server to grant it, the script writes the role into the local
 * replica and the session, as a granted role would arrive. (With sync, see grantAdmin: a local role
 * change would be refused by the rules and show as a sync error.)
 */
export async function makeLocalAdmin(page) {
  await page.evaluate(async (key) => {
    const data = await import('/src/data/index.ts');
    const stored = JSON.parse(localStorage.getItem(key));
    await data.updateDoc('users', stored.uid, { role: 'admin' });
    localStorage.setItem(key, JSON.stringify({ ...stored, role: 'admin' }));
  }, USER_KEY);
  await page.reload();
  await waitForReplica(page);
}

/** The signed-in layout opens the local replica while loading; writes need it open. */
export async function waitForReplica(page, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await page
      .evaluate(async () => (await import('/src/data/index.ts')).currentDatabase() !== null)
      .catch(() => false); // navigation in progress
    if (open) return;
    if (Date.now() > deadline) throw new Error('O banco local não abriu a tempo');
    await page.waitForTimeout(250);
  }
}

/** The header's sync indicator: { phase, pending } ('Nenhuma' → 0; null when not shown). */
async function syncBadge(page) {
  return page.evaluate(() => {
    const badge = document.querySelector('[data-testid="sync-status"]');
    const m = /pendentes:\s*(Nenhuma|\d+)/i.exec(badge?.getAttribute('aria-label') ?? '');
    return {
      phase: badge?.getAttribute('data-phase') ?? null,
      pending: m ? (m[1] === 'Nenhuma' ? 0 : Number(m[1])) : null,
    };
  });
}

/**
 * Waits until the header says "Sincronizado" with nothing pending: everything this device wrote is on
 * the server and the first pull is done. Survives reloads (the Vite client reloads the page when its
 * connection comes back after being offline). Returns false (and says why) after `timeoutMs`.
 */
export async function waitForSynced(page, { timeoutMs = 120_000, quiet = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = null;
  for (;;) {
    last = await syncBadge(page).catch(() => last);
    if (last?.phase === 'sincronizado' && last.pending === 0) return true;
    if (Date.now() > deadline) {
      if (!quiet)
        console.warn(
          `⚠ Sincronização não concluída em ${timeoutMs / 1000} s (fase ${last?.phase ?? '?'}, pendentes ${last?.pending ?? '?'}).`,
        );
      return false;
    }
    await page.waitForTimeout(250);
  }
}

/**
 * Makes the signed-in user an admin as an admin would: `npm run grant-admin` (custom claim role=admin and
 * users/{uid}.role on the server). The device pulls the new role like any other change; the session
 * (kept on the device from sign-up) is updated as the next login would.
 */
export async function grantAdmin(page, stack, email) {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/grant-admin.mjs'), email], {
    cwd: ROOT,
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: stack.authHost, FIRESTORE_EMULATOR_HOST: stack.firestoreHost },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`grant-admin falhou (${result.status}): ${result.stderr || result.stdout}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const role = await page
      .evaluate(async (key) => {
        const data = await import('/src/data/index.ts');
        return (await data.getDoc('users', JSON.parse(localStorage.getItem(key)).uid))?.role ?? null;
      }, USER_KEY)
      .catch(() => null);
    if (role === 'admin') break;
    if (Date.now() > deadline) throw new Error('O papel de administrador não chegou ao aparelho em 60 s');
    await page.waitForTimeout(250);
  }
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)), role: 'admin' })),
    USER_KEY,
  );
  await page.reload();
  await waitForReplica(page);
}

/** Which client, which field, and what each device writes in the two-device conflict. */
export const CONFLICT = {
  clientIndex: 1, // João Pedro Oliveira
  field: 'notes',
  second: {
    displayName: 'Marcos Vieira',
    role: 'atendente',
    cpf: '74682489070',
    phoneNumber: '11954321098',
    value: 'Prefere contato por e-mail; não atende ligações em horário comercial.',
  },
  first: { value: 'Prefere contato por WhatsApp, depois das 18h.' },
};

/**
 * Two devices edit the same field of one client offline: a second staff member (Marcos, atendente) on
 * his own browser context, then the demo user. Marcos reconnects first (his value reaches the server),
 * then the demo user's device: its push meets his value, the later edit is kept and the other goes to
 * /logs as a sync conflict. Returns the number of conflict entries on the demo user's device.
 */
export async function makeTwoDeviceConflict(browser, stack, page, clientId) {
  const other = await newTabletPage(browser);
  try {
    const { value: secondValue, ...person } = CONFLICT.second;
    await signUp(
      other.page,
      stack.url,
      { ...person, email: `marcos.${Date.now()}@exemplo.com.br`, password: 'segredo-forte-123' },
      stack,
    );
    await waitForSynced(other.page);
    const deadline = Date.now() + 60_000;
    while (
      !(await other.page
        .evaluate(async (id) => Boolean(await (await import('/src/data/index.ts')).getDoc('clients', id)), clientId)
        .catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error('O cliente do conflito não chegou ao segundo aparelho');
      await other.page.waitForTimeout(250);
    }
    const edit = (p, value) =>
      p.evaluate(
        async ([id, field, v]) => (await import('/src/data/index.ts')).updateDoc('clients', id, { [field]: v }),
        [clientId, CONFLICT.field, value],
      );

    await other.context.setOffline(true);
    await page.context().setOffline(true);
    await edit(other.page, secondValue);
    await page.waitForTimeout(1500); // the demo user edits a moment later: hers is the later edit
    await edit(page, CONFLICT.first.value);

    await other.context.setOffline(false);
    await waitForSynced(other.page);
    await page.context().setOffline(false);
    await waitForSynced(page);
  } finally {
    await other.context.close();
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const n = await page
      .evaluate(
        async () =>
          (await (await import('/src/data/index.ts')).findDocs('logs', { selector: { action: 'conflict' } })).length,
      )
      .catch(() => 0);
    if (n > 0 || Date.now() > deadline) return n;
    await page.waitForTimeout(500);
  }
}

/**
 * A small firm's worth of records, written through the data layer (stamped and audited like
 * any screen's writes). Dates are relative to today so the home page has something to show.
 * Returns the ids the screens list refers to.
 */
export async function seedDemoData(page) {
  await waitForReplica(page);
  return page.evaluate(async (userKey) => {
    const data = await import('/src/data/index.ts');
    const { cnjCheckDigits } = await import('/src/lib/validation/index.ts');
    const ids = {
      clients: [],
      categories: [],
      shortcuts: [],
      faq: [],
      events: [],
      lembrets: [],
      chats: [],
      proccess: [],
      users: [],
      layouts: [],
    };
    const at = (dayOffset, hour, minute = 0) => {
      const d = new Date();
      return new Date(d.getFullYear(), d.getMonth(), d.getDate() + dayOffset, hour, minute).toISOString();
    };
    const day = (dayOffset) => at(dayOffset, 12).slice(0, 10);
    const cnj = (seq, year, j, tr, origin) =>
      `${seq}${cnjCheckDigits(seq, year, j, tr, origin)}${year}${j}${tr}${origin}`;

    for (const c of [
      { name: 'Trabalhista', color: '#2563eb', description: 'Reclamações trabalhistas e acordos' },
      { name: 'Família', color: '#db2777', description: 'Divórcio, guarda e alimentos' },
      { name: 'Previdenciário', color: '#16a34a', description: 'Aposentadorias e benefícios do INSS' },
      { name: 'Empresarial', color: '#9333ea', description: 'Contratos e societário' },
    ])
      ids.categories.push((await data.createDoc('categories', c)).id);

    const address = (street, number, district, city, uf, cep) => ({
      cep,
      street,
      number,
      complement: '',
      district,
      city,
      uf,
    });
    const noConsent = { messaging: false, date: null, purpose: '' };
    const consent = {
      messaging: true,
      date: at(-30, 10),
      purpose: 'Avisos sobre o andamento dos processos pelo aplicativo',
    };
    for (const c of [
      {
        kind: 'PF',
        name: 'Maria Aparecida dos Santos',
        document: '52998224725',
        email: 'maria.santos@exemplo.com.br',
        phone: '11987654321',
        birthDate: '1975-03-14',
        address: address('Rua das Flores', '120', 'Vila Mariana', 'São Paulo', 'SP', '04101000'),
        categoryIds: [ids.categories[0]],
        consent,
      },
      {
        kind: 'PF',
        name: 'João Pedro Oliveira',
        document: '11144477735',
        email: 'joao.oliveira@exemplo.com.br',
        phone: '21998765432',
        birthDate: '1988-11-02',
        address: address('Avenida Atlântica', '1500', 'Copacabana', 'Rio de Janeiro', 'RJ', '22021001'),
        categoryIds: [ids.categories[1]],
        consent: noConsent,
      },
      {
        kind: 'PJ',
        name: 'Padaria Pão Dourado Ltda.',
        document: '11222333000181',
        email: 'contato@paodourado.com.br',
        phone: '3133224455',
        birthDate: null,
        address: address('Rua da Bahia', '45', 'Centro', 'Belo Horizonte', 'MG', '30160011'),
        categoryIds: [ids.categories[3]],
        consent: noConsent,
      },
      {
        kind: 'PF',
        name: 'Antônia Ferreira Lima',
        document: '39053344705',
        email: 'antonia.lima@exemplo.com.br',
        phone: '81991234567',
        birthDate: '1958-07-21',
        address: address('Rua do Sol', '300', 'Boa Vista', 'Recife', 'PE', '50050000'),
        categoryIds: [ids.categories[2]],
        consent,
      },
      {
        kind: 'PF',
        name: 'Carlos Eduardo Nunes',
        document: '74682489070',
        email: '',
        phone: '51987651234',
        birthDate: null,
        address: address('Rua Voluntários da Pátria', '88', 'Centro Histórico', 'Porto Alegre', 'RS', '90030000'),
        categoryIds: [],
        consent: noConsent,
      },
    ])
      ids.clients.push((await data.createDoc('clients', { notes: '', responsibleUid: null, appUid: null, ...c })).id);

    const processes = [
      {
        clientId: ids.clients[0],
        cnj: cnj('0012345', '2024', '5', '02', '0061'),
        type: 'Judicial',
        subject: 'Reclamação trabalhista — horas extras',
        court: 'TRT-2 — 61ª Vara do Trabalho de São Paulo',
        legalArea: 'Trabalhista',
        currentStatus: 'Aguardando audiência',
        openedAt: day(-120),
      },
      {
        clientId: ids.clients[1],
        cnj: cnj('0804512', '2023', '8', '19', '0001'),
        type: 'Judicial',
        subject: 'Divórcio consensual',
        court: 'TJRJ — 1ª Vara de Família',
        legalArea: 'Família',
        currentStatus: 'Sentença publicada',
        openedAt: day(-300),
      },
      {
        clientId: ids.clients[3],
        cnj: '',
        type: 'Extrajudicial',
        subject: 'Requerimento de aposentadoria por idade',
        court: 'INSS',
        legalArea: 'Previdenciário',
        currentStatus: 'Em análise no INSS',
        openedAt: day(-45),
      },
    ];
    for (const p of processes) ids.proccess.push((await data.createDoc('proccess', { responsibleUid: null, ...p })).id);
    for (const s of [
      {
        i: 0,
        status: 'Audiência de conciliação designada',
        description: 'Audiência marcada; cliente avisada por telefone.',
        date: at(-1, 15, 20),
      },
      { i: 1, status: 'Sentença publicada', description: 'Homologado o acordo de divórcio.', date: at(-2, 11) },
      {
        i: 2,
        status: 'Exigência do INSS cumprida',
        description: 'Enviados os documentos de vínculo rural.',
        date: at(0, 9, 40),
      },
      { i: 0, status: 'Petição inicial protocolada', description: '', date: at(-100, 10) },
    ]) {
      await data.createDoc('status_proccess', {
        processId: ids.proccess[s.i],
        clientId: processes[s.i].clientId,
        status: s.status,
        description: s.description,
        date: s.date,
        visibleToClient: true,
        notifyClient: false,
      });
    }

    // The agenda: today, the rest of this week (Mon–Fri of the Sunday-first week the week view
    // shows) and a few other days of this month, so month, week and list views all look lived in.
    const me = JSON.parse(localStorage.getItem(userKey)).uid;
    const today = new Date();
    const todayAt = (hour, minute = 0) => at(0, hour, minute);
    const weekdayAt = (weekday, hour, minute = 0) => at(weekday - today.getDay(), hour, minute); // 1 = Monday
    const monthDayOffset = (dom) => {
      const last = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
      const d = new Date(today.getFullYear(), today.getMonth(), Math.min(dom, last));
      if (d.getDay() === 6) d.setDate(d.getDate() + (d.getDate() > 1 ? -1 : 2)); // Saturday → Friday (Monday on the 1st)
      if (d.getDay() === 0) d.setDate(d.getDate() + (d.getDate() < last ? 1 : -2)); // Sunday → Monday (Friday on the last day)
      return Math.round((d - new Date(today.getFullYear(), today.getMonth(), today.getDate())) / 86_400_000);
    };
    const monthDayAt = (dom, hour, minute = 0) => at(monthDayOffset(dom), hour, minute);
    const allDay = (dayOffset) => ({
      allDay: true,
      start: `${day(dayOffset)}T00:00:00.000Z`,
      end: `${day(dayOffset)}T00:00:00.000Z`,
    });
    const businessDayFrom = (dayOffset) => {
      let n = dayOffset;
      while ([0, 6].includes(new Date(today.getFullYear(), today.getMonth(), today.getDate() + n).getDay())) n++;
      return n;
    };
    const periciaOffset = businessDayFrom(today.getDay() < 2 ? 2 - today.getDay() : 2); // this Tuesday, or two days ahead once it has passed
    const timed = (start, minutes) => ({
      allDay: false,
      start,
      end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    });
    for (const e of [
      {
        title: 'Audiência de conciliação — Maria A. dos Santos',
        kind: 'audiencia',
        ...timed(todayAt(10), 60),
        location: 'Fórum Trabalhista Ruy Barbosa, sala 12',
        clientId: ids.clients[0],
        processId: ids.proccess[0],
        responsibleUid: me,
        notes: 'Levar a CTPS original e os holerites de 2023.',
      },
      {
        title: 'Reunião com a Padaria Pão Dourado',
        kind: 'reuniao',
        ...timed(todayAt(14), 60),
        location: 'Escritório — sala de reuniões',
        clientId: ids.clients[2],
        processId: null,
        responsibleUid: me,
      },
      // events[2]: the deadline the edit screenshot opens (its form shows the deadline helper).
      {
        title: 'Prazo: embargos de declaração — João P. Oliveira',
        kind: 'prazo',
        ...allDay(0),
        location: '',
        clientId: ids.clients[1],
        processId: ids.proccess[1],
        responsibleUid: 'demo-rafael',
        notes: 'Sentença publicada no DJe; 5 dias úteis (CPC art. 1.023).',
      },
      {
        title: 'Perícia médica INSS — Antônia F. Lima',
        kind: 'outro',
        ...timed(at(periciaOffset, 8), 60),
        location: 'Agência INSS Recife Centro',
        clientId: ids.clients[3],
        processId: ids.proccess[2],
        responsibleUid: 'demo-juliana',
      },
      {
        title: 'Atendimento inicial — Carlos Eduardo Nunes',
        kind: 'reuniao',
        ...timed(weekdayAt(1, 16), 60),
        location: 'Videochamada (Google Meet)',
        clientId: ids.clients[4],
        processId: null,
        responsibleUid: 'demo-juliana',
      },
      {
        title: 'Reunião de pauta da equipe',
        kind: 'reuniao',
        ...timed(weekdayAt(3, 8, 30), 30),
        location: 'Escritório',
        clientId: null,
        processId: null,
        responsibleUid: me,
      },
      {
        title: 'Prazo: cumprir exigência do INSS — Antônia F. Lima',
        kind: 'prazo',
        ...allDay(4 - today.getDay()),
        location: '',
        clientId: ids.clients[3],
        processId: ids.proccess[2],
        responsibleUid: 'demo-juliana',
      },
      {
        title: 'Assinatura da alteração contratual — Padaria Pão Dourado',
        kind: 'reuniao',
        ...timed(weekdayAt(5, 10), 60),
        location: 'Cartório do 2º Ofício de Notas — BH',
        clientId: ids.clients[2],
        processId: null,
        responsibleUid: 'demo-rafael',
      },
      {
        title: 'Audiência de instrução — Maria A. dos Santos',
        kind: 'audiencia',
        ...timed(monthDayAt(27, 13, 30), 90),
        location: 'TRT-2 — 61ª Vara do Trabalho, sala 4',
        clientId: ids.clients[0],
        processId: ids.proccess[0],
        responsibleUid: me,
      },
      {
        title: 'Reunião sobre a partilha — João P. Oliveira',
        kind: 'reuniao',
        ...timed(monthDayAt(4, 11), 60),
        location: 'Escritório',
        clientId: ids.clients[1],
        processId: ids.proccess[1],
        responsibleUid: 'demo-rafael',
      },
      {
        title: 'Protocolo do requerimento de aposentadoria',
        kind: 'outro',
        ...timed(monthDayAt(6, 9), 30),
        location: 'Meu INSS',
        clientId: ids.clients[3],
        processId: ids.proccess[2],
        responsibleUid: 'demo-juliana',
      },
      {
        title: 'Prazo: réplica — Maria A. dos Santos',
        kind: 'prazo',
        ...allDay(monthDayOffset(11)),
        location: '',
        clientId: ids.clients[0],
        processId: ids.proccess[0],
        responsibleUid: me,
      },
      {
        title: 'Audiência de conciliação — Padaria Pão Dourado',
        kind: 'audiencia',
        ...timed(monthDayAt(13, 15), 60),
        location: 'CEJUSC Belo Horizonte (virtual)',
        clientId: ids.clients[2],
        processId: null,
        responsibleUid: 'demo-rafael',
      },
      {
        title: 'Reunião de pauta da equipe',
        kind: 'reuniao',
        ...timed(monthDayAt(17, 8, 30), 30),
        location: 'Escritório',
        clientId: null,
        processId: null,
        responsibleUid: me,
      },
      {
        title: 'Curso: novidades do processo do trabalho (OAB/SP)',
        kind: 'outro',
        ...timed(monthDayAt(19, 19), 120),
        location: 'Online',
        clientId: null,
        processId: null,
        responsibleUid: me,
      },
    ])
      ids.events.push((await data.createDoc('events', { notes: '', ...e })).id);

    // Reminders in every group: overdue, today, upcoming and closed.
    const laterToday = new Date(
      Math.min(Math.max(Date.parse(todayAt(17)), Date.now() + 2 * 3_600_000), Date.parse(todayAt(23, 45))),
    ).toISOString();
    for (const l of [
      // lembrets[0]: the one the edit screenshot opens.
      {
        title: 'Cobrar documentos da aposentadoria',
        message: 'Pedir à D. Antônia a CTPS, os carnês de contribuição e a declaração do sindicato rural.',
        dueAt: at(-1, 10),
        clientId: ids.clients[3],
        notifyClient: true,
      },
      {
        title: 'Enviar minuta da alteração contratual',
        message: 'Mandar a minuta revisada para o sócio da padaria conferir antes da assinatura.',
        dueAt: at(-2, 16, 30),
        clientId: ids.clients[2],
      },
      {
        title: 'Ligar para o João sobre os embargos',
        message: 'Explicar o prazo e confirmar se ele quer recorrer.',
        dueAt: laterToday,
        clientId: ids.clients[1],
      },
      { title: 'Conferir publicações do DJe', message: '', dueAt: at(1, 8), clientId: null },
      { title: 'Renovar procuração da padaria', message: '', dueAt: at(5, 9), clientId: ids.clients[2] },
      {
        title: 'Lembrar a D. Antônia da perícia',
        message: 'Sua perícia no INSS é amanhã às 8h. Leve RG, CPF e os laudos médicos.',
        dueAt: at(periciaOffset - 1, 9),
        clientId: ids.clients[3],
        notifyClient: true,
      },
      {
        title: 'Protocolar réplica — Maria A. dos Santos',
        message: '',
        dueAt: at(-4, 18),
        clientId: ids.clients[0],
        status: 'concluido',
      },
      {
        title: 'Avisar a Maria da audiência de hoje',
        message: 'Lembrete: sua audiência é hoje às 10h no Fórum Trabalhista Ruy Barbosa, sala 12.',
        dueAt: at(-1, 18),
        clientId: ids.clients[0],
        notifyClient: true,
        status: 'enviado',
      },
      {
        title: 'Retornar ligação do contador da padaria',
        message: '',
        dueAt: at(-3, 11),
        clientId: ids.clients[2],
        status: 'cancelado',
      },
    ])
      ids.lembrets.push((await data.createDoc('lembrets', { notifyClient: false, status: 'pendente', ...l })).id);

    // chats[0]: the conversation the screenshots open. Nothing in it is unread, so opening it
    // writes nothing and the list looks the same in both themes.
    const { toPlainText } = await import('/src/lib/text-styles/index.ts');
    const pericia = new Date(at(periciaOffset, 8)).toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit' });
    const conversations = [
      {
        clientId: ids.clients[3],
        status: 'aberto',
        assignedUid: me,
        messages: [
          [
            'cliente',
            at(-1, 14, 2),
            'Boa tarde, doutora! O INSS mandou uma carta pedindo mais documentos. O que eu faço?',
          ],
          [
            'staff',
            at(-1, 14, 20),
            'Boa tarde, D. Antônia! Recebemos a exigência aqui também. Vamos precisar de:\n*CTPS*, *carnês de contribuição* e a _declaração do sindicato rural_.',
          ],
          ['staff', at(-1, 14, 21), 'O INSS dá *30 dias*, mas quanto antes entregarmos, mais rápido sai a análise.'],
          ['cliente', at(-1, 15, 47), 'Os carnês estão com meu filho, ele traz amanhã cedo.'],
          [
            'staff',
            at(-1, 16, 3),
            'Perfeito. Pode trazer aqui no escritório ou mandar foto pelo aplicativo, o que for mais fácil.',
          ],
          ['cliente', at(0, 8, 31), 'Bom dia! Já separei os carnês, posso levar hoje à tarde?'],
          [
            'staff',
            at(0, 8, 45),
            'Bom dia! Pode sim, estamos aqui das *13h às 18h*. Traga também um comprovante de residência ++atualizado++.',
          ],
          ['cliente', at(0, 8, 52), 'Combinado, obrigada!'],
          [
            'staff',
            at(0, 9, 4),
            `Ah, e a perícia médica foi remarcada de ~quinta-feira~ para *${pericia}, às 8h*, na _Agência INSS Recife Centro_. Leve documento com foto e os laudos.`,
          ],
        ],
      },
      {
        clientId: ids.clients[0],
        status: 'aberto',
        assignedUid: me,
        unreadStaff: 2,
        messages: [
          ['staff', at(-1, 17, 40), 'Maria, sua audiência é amanhã às *10h*, sala 12. Chegue 30 minutos antes.'],
          ['cliente', at(0, 8, 10), 'Bom dia, doutora!'],
          ['cliente', at(0, 8, 12), 'Doutora, preciso levar alguma testemunha na audiência?'],
        ],
      },
      {
        clientId: ids.clients[2],
        status: 'aguardando',
        assignedUid: 'demo-rafael',
        unreadStaff: 1,
        messages: [
          ['staff', at(-1, 11), 'Bom dia! Segue a minuta da alteração contratual para conferência.'],
          ['cliente', at(-1, 18, 30), 'Vou revisar com meu sócio e retorno até sexta.'],
        ],
      },
      {
        clientId: ids.clients[1],
        status: 'encerrado',
        assignedUid: 'demo-rafael',
        messages: [
          ['staff', at(-3, 8, 40), 'João, o acordo foi homologado. Enviamos a sentença por e-mail.'],
          ['cliente', at(-3, 9), 'Obrigado pelo retorno!'],
        ],
      },
    ];
    for (const { messages, unreadStaff = 0, ...c } of conversations) {
      const [, lastAt, lastText] = messages[messages.length - 1];
      const chat = await data.createDoc('chats', {
        ...c,
        lastMessagePreview: toPlainText(lastText).replace(/\s+/g, ' '),
        lastMessageAt: lastAt,
        unreadStaff,
        unreadClient: 0,
      });
      ids.chats.push(chat.id);
      const unreadFrom = messages.length - unreadStaff;
      for (const [i, [side, sentAt, text]] of messages.entries()) {
        const last = i === messages.length - 1;
        const read = side === 'staff' ? !last : i < unreadFrom; // the firm's last message is sent, not read yet
        await data.createDoc('messages', {
          chatId: chat.id,
          authorUid: side === 'staff' ? me : `app-${c.clientId}`,
          side,
          text,
          attachments: [],
          sentAt,
          deliveredAt: sentAt,
          readAt: read ? new Date(Date.parse(sentAt) + 5 * 60_000).toISOString() : null,
        });
      }
    }

    // Layouts: three of the starters the app offers, and a short message template.
    const { STARTER_TEMPLATES } = await import('/src/features/layouts/starters.ts');
    const starter = (id) => STARTER_TEMPLATES.find((s) => s.id === id);
    for (const l of [
      starter('declaracao-hipossuficiencia'), // layouts[0]: filled for D. Antônia on the details screenshot
      starter('procuracao-ad-judicia'), // layouts[1]: the edit screenshot
      starter('contrato-honorarios'),
      {
        name: 'Aviso de audiência',
        kind: 'mensagem',
        content:
          'Olá, {{cliente.primeiroNome}}! Sua audiência do processo *{{processo.numero}}* está marcada. Chegue com _30 minutos_ de antecedência e leve documento com foto.\n\nQualquer dúvida, fale com {{usuario.nome}} pelo telefone {{escritorio.telefone}}.',
      },
    ])
      ids.layouts.push(
        (
          await data.createDoc('layouts', {
            name: l.name,
            kind: l.kind,
            content: l.content,
            placeholders: data.extractPlaceholders(l.content),
          })
        ).id,
      );

    // The firm's own data for the {{escritorio.*}} placeholders (kept on the device, as the layouts screen does),
    // and the signed-in lawyer's OAB registration for {{usuario.oab}}.
    localStorage.setItem(
      'advocacia:escritorio',
      JSON.stringify({
        nome: 'Prado & Costa Advogados Associados',
        cnpj: '34.567.890/0001-30',
        endereco: 'Av. Paulista, 1000, cj. 81, Bela Vista, São Paulo/SP, CEP 01310-100',
        telefone: '(11) 3251-4000',
        email: 'contato@pradocosta.adv.br',
      }),
    );
    const oab = { uf: 'SP', number: '234567' };
    await data.updateDoc('users', me, { oab });
    localStorage.setItem(userKey, JSON.stringify({ ...JSON.parse(localStorage.getItem(userKey)), oab })); // the session, as the profile form saves it

    for (const s of [
      { trigger: '/bomdia', title: 'Saudação', message: 'Bom dia, {{cliente.nome}}! Em que podemos ajudar?' },
      {
        trigger: '/documentos',
        title: 'Lista de documentos',
        message: 'Por favor, envie *RG*, *CPF* e _comprovante de residência_.',
      },
      {
        trigger: '/audiencia',
        title: 'Lembrete de audiência',
        message: 'Sua audiência está marcada. Chegue com 30 minutos de antecedência.',
      },
    ])
      ids.shortcuts.push((await data.createDoc('shortcuts', s)).id);

    for (const [order, f] of [
      {
        question: 'Quanto tempo demora um processo trabalhista?',
        answer: 'Em média de 1 a 3 anos, dependendo da vara e dos recursos.',
        categoryId: ids.categories[0],
        published: true,
      },
      {
        question: 'Quais documentos levo para pedir aposentadoria?',
        answer: 'RG, CPF, carteira de trabalho e carnês de contribuição.',
        categoryId: ids.categories[2],
        published: true,
      },
      {
        question: 'O divórcio pode ser feito em cartório?',
        answer: 'Sim, quando é consensual e não há filhos menores ou incapazes.',
        categoryId: ids.categories[1],
        published: false,
      },
    ].entries())
      ids.faq.push((await data.createDoc('faq', { ...f, order })).id);

    // Two colleagues for the team list on /perfil (they would normally sign up themselves).
    for (const u of [
      {
        displayName: 'Rafael Costa',
        email: 'rafael.costa@exemplo.com.br',
        phoneNumber: '11976543210',
        cpf: '11144477735',
        role: 'advogado',
      },
      {
        displayName: 'Juliana Alves',
        email: 'juliana.alves@exemplo.com.br',
        phoneNumber: '11965432109',
        cpf: '39053344705',
        role: 'atendente',
      },
    ]) {
      const id = `demo-${u.displayName.split(' ')[0].toLowerCase()}`;
      await data.createDoc(
        'users',
        { ...u, uid: id, oab: u.role === 'advogado' ? { uf: 'SP', number: '123456' } : null },
        { id },
      );
      ids.users.push(id);
    }
    return ids;
  }, USER_KEY);
}

/**
 * Waits until the screen shows its heading and nothing is loading (and, with sync, until the header says
 * "Sincronizado"), then lets transitions settle.
 */
async function settle(page, waitFor, { synced = false } = {}) {
  await page
    .locator(waitFor ?? 'h1')
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 });
  if (synced) await waitForSynced(page, { timeoutMs: 60_000 });
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .chakra-skeleton'), null, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

/** The screens before sign-in: a fresh context per shot (nobody signed in), tablet in both themes, then phone. */
async function shootSignedOut(browser, stack, screens, args) {
  const sizes = [
    ...args.themes.map((theme) => ({ theme, viewport: VIEWPORT, suffix: theme })),
    ...(args.phone ? [{ theme: 'light', viewport: PHONE_VIEWPORT, suffix: 'celular' }] : []),
  ];
  for (const screen of screens) {
    for (const { theme, viewport, suffix } of sizes) {
      const context = await browser.newContext({
        viewport,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        colorScheme: theme === 'dark' ? 'dark' : 'light',
      });
      const page = await context.newPage();
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
      if (screen.pendingSignUp) {
        // A new account nobody has approved yet lands on the waiting screen.
        await page.goto(`${stack.url}/cadastrar`);
        await page.getByLabel('Nome completo').fill('Rafael Souza');
        await page.getByLabel('E-mail').fill(`rafael.${Date.now()}@exemplo.com.br`);
        await page.getByLabel('Senha').fill('segredo-forte-123');
        await page.getByLabel('CPF').fill('11144477735');
        await page.getByLabel('Telefone').fill('11912345678');
        await page.getByLabel('Função').selectOption('atendente');
        await page.getByRole('button', { name: 'Criar conta' }).click();
        await page.waitForURL(`${stack.url}${screen.path}`, { timeout: 30_000 });
      } else {
        await page.goto(`${stack.url}${screen.path}`);
      }
      await settle(page, screen.waitFor);
      await page.screenshot({ path: join(args.out, `${screen.name}-${suffix}.png`) });
      console.log(`✓ ${screen.name}-${suffix}.png`);
      await context.close();
    }
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const screens = args.only ? SCREENS.filter((s) => args.only.includes(s.name)) : SCREENS;
  const signedOut = args.only ? SIGNED_OUT_SCREENS.filter((s) => args.only.includes(s.name)) : SIGNED_OUT_SCREENS;
  if (screens.length === 0 && signedOut.length === 0) throw new Error('Nenhuma tela corresponde a --only');
  mkdirSync(args.out, { recursive: true });

  const stack = args.url
    ? { url: args.url, authHost: args.authHost, firestoreHost: args.firestoreHost, stop: async () => undefined }
    : await startDevStack();
  const sync = Boolean(stack.firestoreHost);
  const shots = sync ? screens : screens.filter((s) => !s.needsSync);
  if (!sync)
    console.warn(
      '⚠ Sem emulador do Firestore: as telas mostrarão "Sincronização indisponível" e as telas de conflito ficam de fora.',
    );
  const browser = await launchBrowser();
  try {
    await shootSignedOut(browser, stack, signedOut, args);
    if (screens.length === 0) return;
    const { context, page } = await newTabletPage(browser);
    const email = `helena.${Date.now()}@exemplo.com.br`;
    await signUp(
      page,
      stack.url,
      {
        displayName: 'Helena Prado',
        email,
        password: 'segredo-forte-123',
        cpf: '52998224725',
        phoneNumber: '11987654321',
        role: 'advogado',
      },
      stack,
    );
    if (sync) {
      await waitForSynced(page); // users/{uid} on the server before an admin can change it
      await grantAdmin(page, stack, email);
    } else {
      await makeLocalAdmin(page);
    }
    const ids = await seedDemoData(page);
    console.log(`Dados de demonstração criados (${ids.clients.length} clientes).`);
    if (sync) {
      await waitForSynced(page, { timeoutMs: 300_000 });
      const conflicts = await makeTwoDeviceConflict(browser, stack, page, ids.clients[CONFLICT.clientIndex]);
      if (conflicts === 0)
        console.warn('⚠ Nenhum conflito registrado em /logs depois das duas edições offline do mesmo campo.');
      else console.log(`Conflito entre dois aparelhos registrado (${conflicts} em /logs).`);
    }

    for (const theme of args.themes) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
      await page.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light' });
      for (const screen of shots) {
        const path = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
        await page.goto(`${stack.url}${path}`);
        await settle(page, screen.waitFor, { synced: sync });
        if (screen.prepare) await screen.prepare(page);
        const file = join(args.out, `${screen.name}-${theme}.png`);
        await page.screenshot({ path: file });
        console.log(`✓ ${screen.name}-${theme}.png`);
      }
    }
    if (args.phone) {
      await page.evaluate(([key]) => localStorage.setItem(key, 'light'), [THEME_KEY]);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(PHONE_VIEWPORT);
      for (const screen of shots) {
        const path = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
        await page.goto(`${stack.url}${path}`);
        // On a phone some screens show one pane at a time (the chats list without the conversation): the page is enough.
        await settle(page, 'main', { synced: sync });
        if (screen.prepare)
          await screen
            .prepare(page)
            .catch((e) => console.warn(`⚠ ${screen.name}-celular: ${e.message.split('\n')[0]}`));
        await page.screenshot({ path: join(args.out, `${screen.name}-celular.png`) });
        console.log(`✓ ${screen.name}-celular.png`);
      }
      await page.setViewportSize(VIEWPORT);
    }
    await context.close();
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
