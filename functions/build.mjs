// `npm run build` (firebase.json's predeploy, npm start, npm run deploy:check): functions/src
// bundled into lib/, with @advocacia/shared (packages/shared, the code the app runs too) compiled
// in. A deploy uploads only this folder and its install reads only this package.json, so the
// bundle must not import anything outside it at run time; the npm dependencies stay imports.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = fileURLToPath(new URL('.', import.meta.url));
rmSync(new URL('lib', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: dir,
  // index.ts: what a deploy and the Functions emulator load; local-jobs-main.ts: npm start's listeners.
  entryPoints: ['src/index.ts', 'src/local-jobs-main.ts'],
  outdir: 'lib',
  bundle: true,
  // @advocacia/shared resolves through tsconfig.json's paths, which esbuild reads: it is bundled,
  // every other package stays external.
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // The emulator runs on the host's Node (20 here); a deploy on nodejs22.
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
