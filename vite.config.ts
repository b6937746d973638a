import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { BOOT_SCRIPT } from './scripts/boot-shell.ts';
import { appRoutes, hostingMiddleware, nginxConf, readRoutePaths, redirectsFile } from './scripts/hosting.ts';
import { inlineFonts, prerender } from './scripts/prerender.ts';
import {
  apiOriginOf,
  headersFile,
  securityConfigFromEnv,
  securityHeaders,
} from './scripts/security-headers.ts';
import { serviceWorkerSource } from './scripts/service-worker.ts';
import { webManifestPlugin } from './scripts/web-manifest.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The package version, read from package.json (npm_package_version exists only under `npm run`). */
const packageVersion: string = JSON.parse(readFileSync(here('./package.json'), 'utf8')).version;

export const aliases = {
  '@ui': here('./ui'),
  '@lib': here('./lib'),
  '@features': here('./features'),
  '@app': here('./app'),
  '@mocks': here('./mocks'),
};

/**
 * The start-up code besides the entry (app/main.tsx, with react-dom): each part is one chunk, requested with the
 * others at once and evaluated in its own task (docs/architecture.md#performance). Order = priority: a module the
 * entry and a part, or two parts, use goes to the earlier one.
 */
export const START_PARTS = ['app/start-session.ts', 'app/router.ts', 'app/start-app.ts'];

/** True when the build serves the in-browser fake backend (same rule as lib/config.ts). */
export function isMockedBuild(env: Record<string, string | undefined>): boolean {
  if (env.VITE_API_MOCKING === 'true') return true;
  if (env.VITE_API_MOCKING === 'false') return false;
  return !env.VITE_API_URL;
}

/** A build pointed at a real API ships no mock code: drop MSW's worker script from public/. */
function dropMockWorker(mocked: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'vd:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!mocked) rmSync(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}

/**
 * Gives `/sw.js` this build's version (a hash of the output's file names), so a deploy installs a new service
 * worker and its activation drops the previous caches, old hashed assets included (public/sw.js), and the
 * public prerendered pages and the shell's file (scripts/service-worker.ts).
 */
function serviceWorkerVersion(): Plugin {
  let outDir = 'dist';
  let version = 'dev';
  return {
    name: 'vd:service-worker-version',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_, bundle) {
      version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
    },
    closeBundle() {
      const file = `${outDir}/sw.js`;
      if (existsSync(file)) writeFileSync(file, serviceWorkerSource(readFileSync(file, 'utf8'), version));
    },
  };
}

/**
 * The styles of the Mantine components the shell does not render (ui/theme/mantine-pages.css) come with the
 * pages' code, not in the stylesheet every first paint waits for: this imports the file into each route's lazy
 * component chunk (TanStack Router's `?tsr-split=component` modules), except the public layout's, home's and
 * login's, which the shell's styles cover (the budget step checks that every chunk's Mantine classes are styled
 * by the CSS loaded with it). Vite loads a lazy chunk's CSS before the chunk runs, so a page never renders
 * unstyled. Mantine's styles are in the `mantine` cascade layer, so the order they arrive in never lets them
 * override the site's own (docs/architecture.md#performance).
 */
export const PAGE_STYLES = here('./ui/theme/mantine-pages.css');
const SHELL_STYLED_ROUTES = [
  /[\\/]app[\\/]routes[\\/]_site[\\/]login\.tsx\?/,
  /[\\/]app[\\/]routes[\\/]_site\.tsx\?/,
  /[\\/]app[\\/]routes[\\/]_site[\\/]index\.tsx\?/,
];
function pageStyles(): Plugin {
  return {
    name: 'vd:page-styles',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('tsr-split=component') || !/[\\/]app[\\/]routes[\\/]/.test(id)) return null;
      if (SHELL_STYLED_ROUTES.some((route) => route.test(id))) return null;
      // Appended (imports are hoisted), so the module's source map stays true line for line.
      return { code: `${code}\nimport ${JSON.stringify(PAGE_STYLES)};\n`, map: null };
    },
  };
}

/**
 * The boot shell's script (scripts/boot-shell.ts), inline in the head so that it picks the layout index.html
 * paints (public or staff) before the first paint. The content security policy allows it by its hash.
 */
function bootShell(): Plugin {
  return {
    name: 'vd:boot-shell',
    transformIndexHtml: () => [{ tag: 'script', children: BOOT_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * A build pointed at an API tells the browser about it in the page's head, so the connection (DNS, TCP, TLS) is
 * ready when the start-up requests leave instead of being opened only after the app's code has downloaded and
 * run (docs/architecture.md#performance). `crossorigin`: the API calls are CORS requests without credentials,
 * which use their own connection pool.
 */
function apiPreconnect(origin: string | null): Plugin {
  return {
    name: 'vd:api-preconnect',
    apply: 'build',
    transformIndexHtml: () =>
      origin
        ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }]
        : [],
  };
}

/** `dist/_headers`: the security headers, in the form Netlify and Cloudflare Pages apply (README "Security headers"). */
function headersOutput(headers: Record<string, string>): Plugin {
  return {
    name: 'vd:security-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
  };
}

/**
 * Hosting (scripts/hosting.ts, README "Hosting"): every build writes `dist/_redirects` (Netlify, Cloudflare Pages)
 * and `dist/nginx.conf` from the route tree as the router plugin has just generated it, and `vite preview` (the
 * e2e suite's server) serves a build by the same rule: a page its file, an app route the shell, an unknown path
 * the 404 page with status 404 (Vite's own fallback would send the prerendered home for every path).
 */
function hostingOutput(headers: Record<string, string>): Plugin {
  return {
    name: 'vd:hosting-output',
    apply: 'build',
    generateBundle() {
      const routes = appRoutes(readRoutePaths());
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile(routes) });
      this.emitFile({ type: 'asset', fileName: 'nginx.conf', source: nginxConf(routes, headers) });
    },
  };
}
function hostingPreview(headers: Record<string, string>): Plugin {
  return {
    name: 'vd:hosting-preview',
    configurePreviewServer(server) {
      const root = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(hostingMiddleware(root, appRoutes(readRoutePaths()), headers));
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...process.env, ...loadEnv(mode, process.cwd(), 'VITE_') };
  // Built from the same configuration as the app, so the policy allows exactly what this build talks to.
  const headers = securityHeaders(securityConfigFromEnv(env));
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './app/routes',
        generatedRouteTree: './app/routeTree.gen.ts',
        quoteStyle: 'single',
      }),
      react(),
      pageStyles(),
      dropMockWorker(isMockedBuild(env)),
      headersOutput(headers),
      hostingOutput(headers),
      hostingPreview(headers),
      bootShell(),
      apiPreconnect(isMockedBuild(env) ? null : apiOriginOf(securityConfigFromEnv(env))),
      serviceWorkerVersion(),
      webManifestPlugin(),
      inlineFonts(),
      prerender({ siteUrl: env.VITE_SITE_URL }),
    ],
    resolve: { alias: aliases },
    define: {
      __APP_VERSION__: JSON.stringify(packageVersion),
      // The footer's year on prerendered pages until they are hydrated (lib/config.ts `buildYear`).
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // Folded at build time where it is tested, so a build for a real API never even emits the mock chunk.
      __DEMO__: JSON.stringify(isMockedBuild(env)),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The start-up code is about 600 kB before gzip, in four chunks (the entry with react-dom, and START_PARTS).
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        // Neutral chunk names: ad blockers block files named like "ad", "banner" or "analytics".
        output: {
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          // Each start-up part is one chunk with everything it imports statically (the shell, in four files), not
          // ~50 small chunks shared with the lazy pages: a first visit makes a dozen requests instead of 57 (each
          // costs a round trip on a phone network) and gzip compresses the few files better
          // (docs/architecture.md#performance).
          codeSplitting: {
            groups: ['app/main.tsx', ...START_PARTS].map((file, index) => ({
              name: `start${index}`,
              test: (id: string) => id === here(`./${file}`),
              priority: START_PARTS.length + 1 - index,
            })),
          },
        },
      },
    },
    // `vite preview` (and so the e2e suite) sends the shipped headers; the dev server does not (React's fast
    // refresh needs an inline script).
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers },
  };
});
