// Seeds a conversation into a signed-in page's local replica (see seed-entry.ts).
import { fileURLToPath } from 'node:url';
import { buildPageScript, signedInUid } from '../helpers/page-script.mjs';

const ENTRY = fileURLToPath(new URL('./seed-entry.ts', import.meta.url));

export const buildSeedScript = () => buildPageScript(ENTRY, 'ChatsSeed');

/** The documents of one conversation ({ client, chat, messages }), built in the page by the same code, not stored. */
export async function buildConversation(page, options = {}) {
  const uid = await signedInUid(page);
  await page.addScriptTag({ content: await buildSeedScript() });
  return page.evaluate((opts) => window.__chatsBuild(opts), { uid, ...options });
}

/** Injects the seed script into a signed-in page and seeds; returns { chatId, clientId }. */
export async function seedChat(page, options = {}) {
  const uid = await signedInUid(page);
  await page.addScriptTag({ content: await buildSeedScript() });
  return page.evaluate((opts) => window.__chatsSeed(opts), { uid, ...options });
}
