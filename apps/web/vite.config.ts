import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PHOTO_THUMB_CACHE } from './src/core/store/photoThumbs';

/**
 * What the login route needs of the client core (session, tokens, settings, the local database) and all it
 * imports go in one chunk: as a dozen small shared chunks gzip loses ~2 kB. A file moved without this list
 * would silently split the chunk (and once let zod's eval probe run before its setting), so a missing one
 * fails the build.
 */
const LOGIN_CORE_FILES = [
  'core/store/session.ts',
  'core/store/settings.ts',
  'core/store/pullWriter.ts',
  'core/store/databaseName.ts',
  'core/api/tokens.ts',
  'core/api/errors.ts',
];
for (const file of LOGIN_CORE_FILES) {
  if (!existsSync(new URL(`./src/${file}`, import.meta.url)))
    throw new Error(`vite.config.ts: the login route's core chunk names src/${file}, which does not exist`);
}
const LOGIN_CORE_PATHS = LOGIN_CORE_FILES.map((file) => `apps/web/src/${file}`);
const loginCoreTest = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return LOGIN_CORE_PATHS.some((file) => path.endsWith(file));
};

/**
 * A first visit lands on the login page, a lazy chunk the entry would only ask for once it has run: its page
 * chunk and that chunk's imports are preloaded from index.html, fetched alongside the entry instead of after.
 */
function preloadLoginRoute(): Plugin {
  return {
    name: 'verge-preload-login-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunkOf = (file: string) => bundle[file] as Rolldown.OutputChunk | undefined;
        const login = Object.values(bundle).find(
          (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith('features/login/LoginPage.tsx'),
        );
        if (!login) throw new Error('No login page chunk in the build');
        const withImports = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const next of chunkOf(file)?.imports ?? []) withImports(next, into);
          return into;
        };
        // Vite preloads the entry and its imports already.
        const preloaded = withImports(entry.fileName);
        const files = [...withImports(login.fileName)].filter((file) => !preloaded.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The login page rendered at build time into index.html (`src/features/login/loginShell.tsx`, loaded through a
 * throw-away SSR dev server), with the head's script that chooses it or the splash before the first paint
 * (`src/app/bootScreen.ts`). In development index.html keeps the splash only.
 */
function loginShell(): Plugin {
  let root = '';
  return {
    name: 'verge-login-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const server = await createServer({
          root,
          configFile: false,
          plugins: [react()],
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          // Only Node loads modules here: nothing to scan or pre-bundle for a browser.
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const shell = (await server.ssrLoadModule(
            '/src/features/login/loginShell.tsx',
          )) as typeof import('./src/features/login/loginShell');
          const placeholder = '<!--login-shell-->';
          if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
          return {
            html: html.replace(placeholder, shell.renderLoginShell()),
            tags: [{ tag: 'script', children: shell.BOOT_SCREEN_SCRIPT, injectTo: 'head-prepend' as const }],
          };
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * The page paints before it asks for its scripts: the entry script and the module preloads leave the head for a
 * loader that adds them after the first frame (after 100 ms at the latest: a hidden tab draws no frames). The
 * splash or the login page is on screen before a phone has fetched, compiled and run the app, and a returning
 * visit (scripts in the service worker's cache) no longer runs the app's first tasks ahead of the first paint.
 */
function paintFirst(): Plugin {
  return {
    name: 'verge-paint-first',
    apply: 'build',
    transformIndexHtml: {
      // After every tag is in: Vite's entry script and preloads, and the login route's (preloadLoginRoute).
      order: 'post',
      handler(html) {
        const preloads: string[] = [];
        let entry: string | null = null;
        const rest = html.replace(
          /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
          (_tag, src: string | undefined, href: string | undefined) => {
            if (src) entry = src;
            else if (href) preloads.push(href);
            return '';
          },
        );
        if (!entry) throw new Error('No entry script in index.html');
        const loader = `(function () {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(load); });
  setTimeout(load, 100);
})();`;
        return rest.replace('</body>', `  <script>${loader}</script>\n  </body>`);
      },
    },
  };
}

/**
 * Routes are lazy chunks; the map (maplibre-gl, terra-draw and the map worker) is its own lazy chunk.
 * The service worker precaches the shell and every chunk, the map worker (.mjs) included, so a reload
 * with no network opens the app. Map tiles and photo thumbnails already seen are cached at run time.
 */
export default defineConfig({
  plugins: [
    react(),
    loginShell(),
    preloadLoginRoute(),
    paintFirst(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      // Installed to the home screen (index.html has the apple-touch-icon and Safari's metas). The icon's V lies
      // inside the central circle a maskable icon keeps, on a full-bleed background: the 512 serves as both.
      manifest: {
        id: '/',
        name: 'Verge',
        short_name: 'Verge',
        description: 'Roadside vegetation issues and culvert inspections, offline first.',
        theme_color: '#121212',
        background_color: '#121212',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install takes control at once, so the app opens offline from the first visit on.
        clientsClaim: true,
        runtimeCaching: [
          {
            // Satellite imagery tiles and the LSD grid overlay (maplibre fetches them, so match by address, not
            // by request destination): whatever was seen stays available offline.
            // The server's own archive (MAP_PMTILES) answers at /api/map-tiles/{z}/{x}/{y}. An offline map's
            // download asks with `cache: 'no-store'` and keeps its tiles itself: they are not stored twice.
            urlPattern: ({ url, request }) =>
              request.cache !== 'no-store' &&
              (/^\/api\/map-tiles\/\d+\/\d+\/\d+$/.test(url.pathname) ||
                (!url.pathname.startsWith('/api/') &&
                  (/\/tile\/\d+\/\d+\/\d+/.test(url.pathname) ||
                    /\/\d+\/\d+\/\d+\.(png|jpe?g|webp)$/.test(url.pathname) ||
                    url.searchParams.get('SERVICE') === 'WMS'))),
            handler: 'CacheFirst',
            options: {
              cacheName: 'verge-map-tiles',
              expiration: { maxEntries: 4000, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/photos/thumb/'),
            handler: 'CacheFirst',
            options: {
              cacheName: PHOTO_THUMB_CACHE,
              expiration: { maxEntries: 2000, maxAgeSeconds: 60 * 60 * 24 * 365 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      // A lazy page's import would first add a <link rel=modulepreload> per chunk it needs (50 and more for the
      // shell and a page) from inside React's render: a 30–110 ms task of DOM inserts on a returning visit,
      // where every chunk comes from the service worker's cache anyway. Its imports are fetched as the browser
      // reads it instead. index.html keeps its preloads (the entry's and the login route's).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      // The domain package is pure, and proj4 (UTM) is only needed by screens that show coordinates; without
      // this, importing the domain package would carry proj4 into every route, the login route included. The
      // client core's entry files (src/core/*.ts) only name what lies below them: a screen that takes one
      // name from an entry takes only the modules that name needs (the login route no API client).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules\/(proj4|mgrs|wkt-parser)\/|packages\/domain\/src\/|apps\/web\/src\/core\/[^/]+\.ts$/.test(
            id,
          ),
      },
      output: {
        // Coordinates (the domain's geo module and proj4) in a chunk of their own, so the chunks every route
        // shares — the login route's included — never carry them.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'geo',
              test: /node_modules[\\/](proj4|mgrs|wkt-parser)[\\/]|packages[\\/]domain[\\/]src[\\/]geo\.ts/,
            },
            {
              // LOGIN_CORE_FILES; dependencies are taken along (includeDependenciesRecursively) so the modules
              // still run in import order.
              name: 'core',
              test: loginCoreTest,
              includeDependenciesRecursively: true,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.VERGE_API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
});
