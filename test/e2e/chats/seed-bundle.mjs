// Builds seed-entry.ts into one classic script (IIFE) for page.addScriptTag, with Vite.
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
let cached;

export async function buildSeedScript() {
  if (cached) return cached;
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: { '@': here('../../../src') } },
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      lib: { entry: here('./seed-entry.ts'), formats: ['iife'], name: 'ChatsSeed', fileName: () => 'seed.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk) throw new Error('seed bundle: no output chunk');
  cached = chunk.code;
  return cached;
}

/** Injects the seed script into a signed-in page and seeds; returns { chatId, clientId }. */
export async function seedChat(page, options = {}) {
  const code = await buildSeedScript();
  await page.addScriptTag({ content: code });
  return page.evaluate(async (opts) => {
    const user = JSON.parse(localStorage.getItem('@lembretes:user') ?? 'null');
    if (!user?.uid) throw new Error('seedChat: no signed-in user in this page');
    return window.__chatsSeed({ uid: user.uid, ...opts });
  }, options);
}
