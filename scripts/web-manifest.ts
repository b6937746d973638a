/**
 * The web app manifest (docs/product/orders.md#the-installed-app): what makes the site installable, the kitchen
 * on a tablet's home screen or in its own window beside Discord. Built from the access map (the shortcuts' names
 * and descriptions) and the site's brand, and written by the `vd:web-manifest` plugin (vite.config.ts) to
 * `/manifest.webmanifest`, which index.html links from every page. The icons are public/icons/
 * (scripts/make-app-icons.mjs).
 */
import type { Plugin } from 'vite';
import { SITE_NAME } from '../app/prerender/pages.ts';
import { ACCESS_MAP } from '../lib/access/map.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const MANIFEST_TYPE = 'application/manifest+json';
/** The site's orange: index.html's `theme-color`, which colours the installed app's title bar. */
export const THEME_COLOR = '#ff922b';
/** Mantine's dark page colour: the splash screen's while the app starts. */
export const BACKGROUND_COLOR = '#242424';
/** The pages a long press on the app's icon offers: the kitchen's two (access map `nav.shortcut`). */
export const KITCHEN_SHORTCUTS = ['/staff/orders', '/staff/food-lookup'] as const;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** public/icons/ as scripts/make-app-icons.mjs draws them. */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The manifest: the app's names, its start page (home), window, colours, icons and the kitchen shortcuts. */
export function webManifest() {
  const shortcuts = KITCHEN_SHORTCUTS.map((path) => {
    const entry = ACCESS_MAP.find((item) => item.path === path);
    if (!entry) throw new Error(`web manifest: ${path} is not in the access map`);
    return {
      name: entry.label,
      description: entry.description,
      url: path,
      icons: [MANIFEST_ICONS[0]],
    };
  });
  return {
    id: '/',
    name: SITE_NAME,
    short_name: 'Diner',
    description: 'Virtual food, cooked and delivered by real people in your Discord community.',
    // Home, marked as a launch: staff are taken to their dashboard (app/guards.ts launchRedirect).
    start_url: '/?launch=app',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
    shortcuts,
  };
}

/**
 * `vd:web-manifest`: the manifest as `/manifest.webmanifest`, emitted into the build and served by the dev server
 * (the preview serves the build's file).
 */
export function webManifestPlugin(): Plugin {
  const source = () => `${JSON.stringify(webManifest(), null, 2)}\n`;
  return {
    name: 'vd:web-manifest',
    configureServer(server) {
      server.middlewares.use(MANIFEST_PATH, (_request, response) => {
        response.setHeader('Content-Type', MANIFEST_TYPE);
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_PATH.slice(1), source: source() });
    },
  };
}
