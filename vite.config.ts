import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chunkModules } from './scripts/lib/chunk-modules';

/** Modules of the first screen that lazy pages share with the entry (see build.rolldownOptions). */
const firstScreenModules = new RegExp(
  [
    'node_modules/(react|react-dom|scheduler|@stitches|xstate|@xstate|wouter|regexparam|use-sync-external-store|ky)/',
    '/contract/(constants|messages|codes|endpoints|first-screen)\\.',
    '/src/api/(client|errors|index|first-screen)\\.',
    '/src/app/(session/session|shell/shell)\\.api\\.',
    '/src/features/(cart/cart|catalog/catalog|product/product)\\.api\\.',
    '/src/styles/',
    '/src/i18n/(index|runtime|react)\\.',
    '/src/app/(storage|paths|page-table|lazy-page)\\.',
    '/src/features/currency/selectors\\.',
    '/src/components/page-loading\\.',
  ]
    .join('|')
    .replaceAll('/', '[\\\\/]'),
);

/**
 * Every module the entry imports statically, however deep: the browser runs all of them on every
 * first visit, so they travel in the one `shell` chunk (filled in by this plugin once the module
 * graph is known, before chunks are made). Without it, a module the entry shares with a lazy page
 * but not named in firstScreenModules becomes a chunk of its own: one more request, gzip apart.
 */
const entryGraph = new Set<string>();
function collectEntryGraph(): Plugin {
  return {
    name: 'shop:entry-graph',
    apply: 'build',
    buildEnd() {
      entryGraph.clear();
      const ids = [...this.getModuleIds()];
      const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (entryGraph.has(id)) continue;
        entryGraph.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * jsdom suites are pure CPU and the runner's own thread is nearly idle: one worker per core.
 * (Vitest leaves a core free by default: on a 2-core machine unit and model took 120 s and 322 s, now 79 s and 217 s.)
 */
const domWorkers = availableParallelism();

const alias = [
  // React 19 has useSyncExternalStore: the shim's copy (pulled in by @xstate/react and wouter)
  // is React's own hook, and the selector variant is the one built on it (~1 KB gzip less).
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/app/sync-external-store-shim.ts', import.meta.url)),
  },
];

/**
 * The back-office console (admin.html -> src/admin/main.tsx), built on its own after the shop
 * (`vite build --mode console`, in `npm run build`) into the same dist/: its own graph, chunks and
 * manifest (.vite/console-manifest.json), so nothing of it is in the shop's chunks and the shop's
 * build is what it was (one build with two inputs made the shop's first-screen chunk a chunk both
 * entries share, and `/` loaded six scripts instead of one). The console carries its own copy of
 * React and the rest it shares with the shop: a back office's one-time cost, the shop's first load
 * untouched. The server sends admin.html for /admin and /admin/* (server/plugins/static.ts).
 */
const consoleBuild = {
  plugins: [react()],
  resolve: { alias },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/console-manifest.json',
    sourcemap: false,
    assetsInlineLimit: 2048,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) } },
  },
};

/** In development the console's pages are admin.html, as the server sends them in production. */
function consolePages(): Plugin {
  return {
    name: 'shop:console-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/admin(\/|$|\?)/.test(req.url) && (req.headers.accept ?? '').includes('text/html')) req.url = '/admin.html';
        next();
      });
    },
  };
}

export default defineConfig(({ mode }) =>
  mode === 'console'
    ? consoleBuild
    : {
        plugins: [react(), chunkModules(), collectEntryGraph(), consolePages()],
        resolve: { alias },
        build: {
          target: 'es2022',
          outDir: 'dist',
          manifest: true,
          sourcemap: false,
          assetsInlineLimit: 2048,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            // What the first screen runs, in one chunk (the entry's, since the entry's own graph is in the
            // group) instead of a dozen small shared chunks (each costs its own request and gzip
            // overhead): 121 KB -> 118 KB first-load gzip, and 124.8 -> 122.9 KB with the entry's graph.
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: (id) => entryGraph.has(id) || firstScreenModules.test(id) },
                  // The home page's strings with the coupon strip's (shared with the shop's strings, which
                  // never load without the catalogue's): one script instead of two.
                  { name: 'catalogue-en', test: /[\\/]src[\\/]i18n[\\/](catalogue-en\.ts|locales[\\/]en[\\/](catalog|home|coupons)\.json)$/ },
                  // A first visit to / shows the questionnaire promo: its dialog, the dialog's focus trap
                  // and the reward's words in one script instead of four.
                  {
                    name: 'dialog',
                    test: /[\\/]src[\\/](components[\\/](dialog\.tsx|use-dialog-focus\.ts)|app[\\/]engagement[\\/]questionnaire-(promo-dialog|reward)\.tsx)$/,
                  },
                ],
              },
            },
          },
        },
        server: {
          port: 5173,
          proxy: {
            '/api': apiTarget,
            '/index': apiTarget,
            // Product/get_all_product_id (the lookbook's ids) is outside api/, as the spec names it.
            '/Product': apiTarget,
            // Staff pictures (server/routes/media.ts).
            '/media': apiTarget,
            // The sandbox wallet's approval page is served by the API server (what a real wallet hosts).
            '/sandbox': apiTarget,
            '/ws': { target: apiTarget, ws: true },
            '/socket.io': { target: apiTarget, ws: true },
          },
        },
        test: {
          projects: [
            {
              extends: true,
              test: {
                // The contract's and the machines' tests need no DOM: a jsdom per file cost more than the tests.
                name: 'unit',
                environment: 'node',
                include: ['contract/**/*.test.ts', 'machines/**/*.test.ts'],
                exclude: ['**/*.model.test.*', 'node_modules/**'],
                maxWorkers: domWorkers,
              },
            },
            {
              extends: true,
              test: {
                name: 'unit-dom',
                environment: 'jsdom',
                include: ['src/**/*.test.{ts,tsx}'],
                exclude: ['**/*.model.test.*', 'node_modules/**'],
                setupFiles: ['tests/setup/dom.ts'],
                // A hang's limit, not a speed goal: a render-and-click test takes 5 s and more when the
                // shared two cores are busy.
                testTimeout: 20_000,
                maxWorkers: domWorkers,
              },
            },
            {
              extends: true,
              test: {
                name: 'model',
                environment: 'jsdom',
                include: ['machines/**/*.model.test.{ts,tsx}', 'src/**/*.model.test.{ts,tsx}', 'tests/model/**/*.model.test.{ts,tsx}'],
                setupFiles: ['tests/setup/dom.ts'],
                testTimeout: 30_000,
                maxWorkers: domWorkers,
              },
            },
            {
              extends: true,
              test: {
                name: 'server',
                environment: 'node',
                include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
                globalSetup: ['tests/setup/server-global.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                // PGlite is single-connection and memory hungry: a few files at a time.
                maxWorkers: 2,
                // Files of a worker share its loaded modules (the whole server, PGlite's compiled WASM):
                // the run takes half the time (256 s -> 130 s on PGlite here), as loading them again for
                // every file cost more than the tests. Every file starts its own app on its own database,
                // so nothing module-level may hold one app's data unless keyed by it (server/README.md).
                isolate: false,
              },
            },
          ],
        },
      },
);
