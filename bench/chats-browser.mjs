// Chats benchmark in Chromium against a production build (vite build + vite preview).
//
// `run({ baseUrl, browser, backend })` signs up a fresh user through /cadastrar (the build must
// point at a running Auth emulator: VITE_AUTH_EMULATOR_HOST at build time) and gives it a
// conversation of 5,000 messages (test/e2e/chats/seed-bundle.mjs builds the documents). When the
// build syncs, they are written on the server (a third of them are the client's, which only the
// client's app may write) and the device pulls them, as a tablet gets a long conversation;
// without a backend they go straight into the local replica. Then it measures:
//   - opening that conversation from the list: click → the newest message painted in view;
//   - typing latency in the composer: key press → the next frame painted with the character.
// Run by bench/browser.rows.mjs (`node bench/browser.rows.mjs chats` on its own).
import { buildConversation, seedChat } from '../test/e2e/chats/seed-bundle.mjs';
import { writeDocs } from './firestore-rest.mjs';
import { heapUsedMb, median, percentile, round, signUp, tabletPage, waitForSynced } from './browser-common.mjs';

const MESSAGES = 5000;
const OPEN_RUNS = 7;
const KEYSTROKES = 80;

/** Clicks the chat row named `name` and resolves with ms until its newest message is painted in view. */
function timeOpen(page, name) {
  return page.evaluate(
    (rowName) =>
      new Promise((resolve, reject) => {
        const row = [...document.querySelectorAll('[data-testid="chat-row"]')].find((b) =>
          b.getAttribute('aria-label')?.startsWith(rowName),
        );
        if (!row) return reject(new Error(`no chat row ${rowName}`));
        const t0 = performance.now();
        row.click();
        const deadline = t0 + 10_000;
        const check = () => {
          const id = new URL(location.href).searchParams.get('conversa');
          const list = id && document.querySelector(`[data-testid="message-list"][data-chat-id="${id}"]`);
          const last = list && list.querySelector('[data-last="true"] [data-testid="message"]');
          if (last) {
            const r = last.getBoundingClientRect();
            const box = list.getBoundingClientRect();
            if (r.height > 0 && r.bottom <= box.bottom + 1 && r.top >= box.top - 1) {
              // The frame that contains it: resolve after that frame is produced.
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
              return;
            }
          }
          if (performance.now() > deadline) return reject(new Error('conversation did not open in 10 s'));
          requestAnimationFrame(check);
        };
        check();
      }),
    name,
  );
}

/** On the server for the device to pull when the build syncs, else in the local replica. */
async function giveConversation(page, backend, options) {
  if (!backend?.firestoreHost) return seedChat(page, options);
  const { client, chat, messages } = await buildConversation(page, options);
  await writeDocs(backend.firestoreHost, 'clients', [client]);
  await writeDocs(backend.firestoreHost, 'chats', [chat]);
  await writeDocs(backend.firestoreHost, 'messages', messages);
}

export async function run({ baseUrl, browser, backend }) {
  const { context, page } = await tabletPage(browser);
  try {
    await signUp(page, baseUrl, 'Chats', backend);
    await giveConversation(page, backend, { clientName: 'Conversa Longa', messages: MESSAGES });
    await giveConversation(page, backend, { clientName: 'Conversa Curta', messages: 5 });
    // With sync, measure once the device holds what the server has (nothing pending).
    await page.goto(`${baseUrl}/`);
    await waitForSynced(page, backend);
    await page.goto(`${baseUrl}/chats`);
    await page.getByRole('button', { name: /^Conversa Longa/ }).waitFor();
    await page.waitForTimeout(500);

    const cold = await timeOpen(page, 'Conversa Longa');
    // The same first open for a 5-message conversation after a reload: what a first open
    // costs whatever the conversation's length (first render of the conversation's UI).
    await page.goto(`${baseUrl}/chats`);
    await page.getByRole('button', { name: /^Conversa Curta/ }).waitFor();
    await page.waitForTimeout(500);
    const coldShort = await timeOpen(page, 'Conversa Curta');
    const heapShort = await heapUsedMb(page);
    const warm = [];
    for (let i = 0; i < OPEN_RUNS; i++) {
      await timeOpen(page, 'Conversa Curta');
      await page.waitForTimeout(200);
      warm.push(await timeOpen(page, 'Conversa Longa'));
      await page.waitForTimeout(200);
    }

    const heapLong = await heapUsedMb(page); // the loop ends with the long conversation open

    // Typing: each key's latency from the keydown event to the frame after the input.
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    await box.click();
    await page.evaluate(() => {
      const el = document.querySelector('textarea[aria-label="Mensagem"]');
      window.__typing = [];
      el.addEventListener(
        'keydown',
        (e) => {
          const start = e.timeStamp;
          requestAnimationFrame(() => setTimeout(() => window.__typing.push(performance.now() - start), 0));
        },
        { capture: true },
      );
    });
    const phrase = 'Prezada cliente, segue o andamento do processo conforme combinado hoje cedo. ';
    for (let i = 0; i < KEYSTROKES; i++) {
      await page.keyboard.press(phrase[i % phrase.length] === ' ' ? 'Space' : phrase[i % phrase.length]);
    }
    await page.waitForTimeout(300);
    const typing = await page.evaluate(() => window.__typing);

    const n = MESSAGES.toLocaleString('pt-BR');
    return [
      {
        group: 'chats (Chromium)',
        metric: `abrir conversa de ${n} mensagens até a última pintada (mediana de ${OPEN_RUNS})`,
        value: median(warm),
        unit: 'ms',
        baseline: null,
        note: `meta 300 ms; pior ${round(Math.max(...warm))} ms; lista virtualizada`,
      },
      {
        group: 'chats (Chromium)',
        metric: `primeira abertura da conversa de ${n} mensagens após carregar a página`,
        value: cold,
        unit: 'ms',
        baseline: coldShort,
        baselineLabel: 'a mesma, conversa de 5 mensagens',
        note: 'meta 300 ms',
      },
      {
        group: 'chats (Chromium)',
        metric: `digitação no compositor: tecla → quadro pintado, p50 (${typing.length} teclas)`,
        value: median(typing),
        unit: 'ms',
        baseline: null,
        note: `p95 ${round(percentile(typing, 95))} ms, com a conversa de ${n} mensagens aberta`,
      },
      {
        group: 'chats (Chromium)',
        metric: `heap JS com a conversa de ${n} mensagens aberta (após GC)`,
        value: heapLong,
        unit: 'MB',
        baseline: heapShort,
        baselineLabel: 'a mesma página, conversa de 5 mensagens aberta',
        note: 'issue 14: relatar',
      },
    ];
  } finally {
    await context.close();
  }
}
