import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The top-level manifest.webmanifest is the single source of truth; the PWA plugin
// emits it into the build and links it from index.html.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;
// The app's version (src/lib/app-version.ts), compared with the server's minimum before pushing:
// package.json's, or VITE_APP_VERSION at build time (a build number; the e2e builds an old one).
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const appVersion = process.env.VITE_APP_VERSION || pkg.version;

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // RxDB's leader election (broadcast-channel) leaves through `pagehide`, not the deprecated `unload` (src/lib/page-exit.ts).
      unload: new URL('./src/lib/page-exit.ts', import.meta.url).pathname,
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      // The sign-in page is the first screen of a signed-out tablet: its component ships with the
      // app's chunk (a few KB) instead of waiting for a round trip of its own after the app loaded.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/entrar' ? [] : undefined) },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        // mjs: pdf.js's worker (issue 42), so a PDF opens offline; its module is a lazy JS chunk.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        minify: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // Source maps for attributing bytes and profiles to modules (`BUILD_SOURCEMAP=1 vite build`); not shipped.
    sourcemap: Boolean(process.env.BUILD_SOURCEMAP),
    // Readable function names for profiling (`BUILD_NO_MINIFY=1 vite build`); the service worker stays minified.
    ...(process.env.BUILD_NO_MINIFY ? { minify: false } : {}),
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Chakra's theme module builds its default config with `defineConfig({ ... every recipe })`,
      // an identity function the bundler cannot see through: marked pure, the recipes the app
      // leaves out of its system (src/app/theme.ts) leave the bundle too.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
