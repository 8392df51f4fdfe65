// Builds a TypeScript fixture (which may import the app's own modules through '@/…') into one
// classic script (IIFE) for page.addScriptTag, with Vite. Used to seed the local replica of a
// signed-in page with the app's real schemas and storage, as if the data had been replicated.
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../../src', import.meta.url));
const cache = new Map();

/** Bundles `entryFile` (absolute path) as an IIFE named `globalName`; cached per file. */
export async function buildPageScript(entryFile, globalName) {
  if (cache.has(entryFile)) return cache.get(entryFile);
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: { '@': SRC } },
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      lib: { entry: entryFile, formats: ['iife'], name: globalName, fileName: () => 'page-script.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk) throw new Error(`page script ${entryFile}: no output chunk`);
  cache.set(entryFile, chunk.code);
  return chunk.code;
}

/** The signed-in user's uid, from the app's one localStorage key. */
export async function signedInUid(page) {
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('@lembretes:user') ?? 'null')?.uid ?? null);
  if (!uid) throw new Error('no signed-in user in this page');
  return uid;
}
