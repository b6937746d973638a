/**
 * The prerender step (docs/architecture.md#first-visit): after the browser build, `vd:prerender` builds
 * app/prerender/server.tsx for Node with the same configuration, renders each public page of
 * app/prerender/pages.ts and writes it into its own HTML file, with its own head: title, description, canonical
 * URL, Open Graph and Twitter tags. The built index.html, with no page in it, becomes the app shell
 * (`shell.html`) that hosts serve for every other route; `404.html` is the not-found page.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  NOT_FOUND_FILE,
  NOT_FOUND_PAGE,
  NOT_FOUND_TITLE,
  PAGE_ATTRIBUTE,
  PRERENDERED_PAGES,
  SHELL_FILE,
  SITE_NAME,
} from '../app/prerender/pages.ts';
import { type BuildManifest, entryKeys, startupParts, staticClosure } from './lib/manifest-graph.mjs';

/** The link preview image (public/og-image.png), 1200x630. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: SITE_NAME };

/** A path no route matches, rendered as the not-found page. */
const NOT_FOUND_PATH = '/__vd-not-found';

export interface PageHead {
  title: string;
  description: string;
  /** The page's path; absent for the not-found page (no canonical URL, not indexed). */
  path?: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `VITE_SITE_URL`, the site's public origin (`https://virtualdiner.app`), or null when unset or not an http(s)
 * origin: then no absolute URL is written (canonical, `og:url`, `og:image` need one).
 */
export function siteOrigin(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The tags of a page's head after its title and description (canonical, Open Graph, Twitter). */
export function headTags(page: PageHead, origin: string | null): string[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags: string[] = [];
  const url = origin && page.path !== undefined ? `${origin}${page.path}` : null;
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  if (page.path === undefined) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (origin) {
    tags.push(
      meta('property', 'og:image', `${origin}${OG_IMAGE.path}`),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(OG_IMAGE.width)),
      meta('property', 'og:image:height', String(OG_IMAGE.height)),
      meta('property', 'og:image:alt', OG_IMAGE.alt),
    );
  }
  tags.push(meta('name', 'twitter:card', origin ? 'summary_large_image' : 'summary'));
  return tags;
}

const ROOT_START = '<div id="root">';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/**
 * A page's document from the built index.html: its head (title, description, theme colour and the tags of
 * {@link headTags}), and `#root` holding `markup`, marked with the page (`data-vd-page`, app/prerender/hydration.ts)
 * so the browser hydrates it. The boot shell and its "needs JavaScript" notice go: the page reads without script.
 */
export function pageDocument(
  template: string,
  page: PageHead & { marker: string; styles?: readonly string[]; scripts?: readonly string[] },
  markup: string,
  origin: string | null,
): string {
  const start = template.indexOf(ROOT_START);
  const noscript = template.search(NOSCRIPT);
  if (start === -1 || noscript === -1 || noscript < start)
    throw new Error('index.html: expected <div id="root"> followed by <noscript>');
  let html = `${template.slice(0, start)}<div id="root" ${PAGE_ATTRIBUTE}="${escapeHtml(page.marker)}">${markup}</div>${template
    .slice(noscript)
    .replace(NOSCRIPT, '')}`;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  // The app's script is added by the boot script after the first paint (scripts/boot-shell.ts), with the start-up
  // code it loads: the entry's static imports (whose preload links Vite put in the head) and the start-up parts.
  const preloads: string[] = [];
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  html = replaceOnce(
    html,
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_, src: string) =>
      `<meta name="vd-entry" content="${[src, ...new Set([...preloads, ...(page.scripts ?? [])])].join(' ')}" />`,
  );
  // After the entry's stylesheet, in the order Vite would add them.
  const links = (page.styles ?? []).map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
  );
  if (links.length > 0) html = replaceOnce(html, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    [`<meta name="description" content="${escapeHtml(page.description)}" />`, ...headTags(page, origin)].join(
      '\n    ',
    ),
  );
  return html;
}

function replaceOnce(
  html: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
): string {
  if (!pattern.test(html)) throw new Error(`index.html: ${pattern} not found`);
  return html.replace(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

/** A stylesheet link as Vite and {@link pageDocument} write them; group 1 is the address. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet" crossorigin href="([^"]+)">\n?/g;
const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** Minified `@font-face` rules: their bodies hold no braces. */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** Splits a selector list on its top-level commas. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * What beasties matches against the markup for a selector (a rule counts when its elements exist): the selector
 * without its pseudo-classes and pseudo-elements, each removed with its own parentheses. An `:is()` or `:where()`
 * of one compound of classes, ids and attributes is kept as that compound, so `:where([scheme=light]) .x` still
 * matches nothing on a dark page; any other is dropped (the rule may then be kept for nothing, never lost).
 * Attribute values and escapes are kept as they are.
 */
export function withoutPseudo(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; ) {
    const char = selector[i] as string;
    if (char === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (char === '[') {
      const end = selector.indexOf(']', i);
      const next = end === -1 ? selector.length : end + 1;
      out += selector.slice(i, next);
      i = next;
    } else if (char === ':') {
      let j = i + 1;
      if (selector[j] === ':') j += 1;
      while (j < selector.length && /[\w-]/.test(selector[j] as string)) j += 1;
      const name = selector.slice(i, j).toLowerCase();
      if (selector[j] === '(') {
        const open = j;
        for (let depth = 0; j < selector.length; j += 1) {
          if (selector[j] === '(') depth += 1;
          else if (selector[j] === ')' && --depth === 0) break;
        }
        const parts = topLevelParts(selector.slice(open + 1, j)).map((part) => withoutPseudo(part).trim());
        // One compound of attributes, classes or ids (`:where([data-visible])`) joins the compound it is in.
        const only = parts.length === 1 ? (parts[0] as string) : '';
        if ((name === ':is' || name === ':where') && /^[.#[][^\s>+~]*$/.test(only)) out += only;
        j += 1;
      }
      i = j;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/**
 * Beasties 0.5.4 strips pseudo-classes with a greedy pattern: in `:where(a) .b:where(c)` it takes everything from the
 * first `(` to the last `)`, and the rule is left out as matching nothing. Mantine writes every dark-scheme rule
 * so. This strips them first ({@link withoutPseudo}) and leaves beasties' own clean-up the rest.
 */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    const own = (Beasties.prototype as unknown as { normalizeCssSelector(selector: string): string })
      .normalizeCssSelector;
    return own.call(this, withoutPseudo(selector));
  }
}

/**
 * The page's own styles without a stylesheet to wait for (docs/architecture.md#first-visit). The stylesheets in
 * `linked` (the shell's, which every page links) stay as they are and block the first paint, as they do on every
 * page: the text font has arrived by then, so the first paint is in it. Of the others (the start-up parts' and the
 * page's route chunks'), the rules the markup needs (critical CSS: beasties matches each rule's selectors against
 * the markup) are inlined in a `<style data-vd-critical>` where the first of them was linked. Their links go; their
 * addresses stay in the `<meta name="vd-styles">` after it, and the boot script adds them at the end of the head
 * after the first paint (scripts/boot-shell.ts). Nothing else of the page changes.
 */
export async function inlineCriticalStyles(
  html: string,
  readStylesheet: (href: string) => string,
  linked: ReadonlySet<string> = new Set(),
): Promise<string> {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)]
    .map((match) => match[1] as string)
    .filter((href) => !linked.has(href));
  if (hrefs.length === 0) return html;
  // Only the critical rules beasties finds are kept from its output (its own way of loading the stylesheets is not).
  const beasties = new PageBeasties({
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    pruneSource: false,
    mergeStylesheets: true,
    // Beasties matches selectors below <html>, never <html> itself: rules on its attributes are kept, as the
    // page may need them before its stylesheets arrive (the dark scheme's colours; the boot script's
    // `data-vd-no-announcement`). The light scheme is never set.
    allowRules: [/^(?::root|html)\[(?!data-mantine-color-scheme=light)/],
    logLevel: 'warn',
  });
  beasties.getCssAsset = (href) => readStylesheet(href);
  const before = new Set([...html.matchAll(STYLE_ELEMENT)].map((match) => match[1]));
  // The stylesheets that stay linked block the first paint as before: their rules need no inlining.
  const skipping = html.replace(STYLESHEET_LINK, (link, href: string) =>
    linked.has(href) ? link.replace('<link ', '<link data-beasties-skip ') : link,
  );
  const added = [...(await beasties.process(skipping)).matchAll(STYLE_ELEMENT)]
    .map((match) => match[1] as string)
    .filter((css) => !before.has(css));
  if (added.length > 1)
    throw new Error(`prerender: expected one critical <style>, beasties wrote ${added.length}`);
  const critical = added[0] ?? '';
  if (/<\/style/i.test(critical)) throw new Error('prerender: the critical CSS holds "</style"');
  let first = true;
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    if (linked.has(href)) return link;
    if (!first) return '';
    first = false;
    const indent = /^[ \t]*/.exec(link)?.[0] ?? '';
    const names = hrefs.map(escapeHtml).join(' ');
    return [`<style data-vd-critical>${critical}</style>`, `<meta name="vd-styles" content="${names}" />`]
      .map((line) => `${indent}${line}\n`)
      .join('');
  });
}

/**
 * Every `@font-face` of the stylesheets `html` links, moved out of them into a `<style data-vd-fonts>` after its
 * title (`stylesheets`: their CSS by address, changed in place), where the boot script finds them before the first
 * paint and adds each face again through the font loading API (scripts/boot-shell.ts). A face from a stylesheet
 * is made anew whenever Chromium rebuilds its font faces (a stylesheet with cascade layers added before another:
 * the page's stylesheets after the first paint, a page's chunk later), and drawn in the fallback font until it has
 * loaded again, so the text moves; a face added by script is kept. The faces carry a `unicode-range`, so the
 * browser still fetches only the files the text needs (docs/architecture.md#first-visit).
 */
export function moveFontFaces(html: string, stylesheets: Map<string, string>): string {
  const faces: string[] = [];
  for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
    const css = stylesheets.get(href as string);
    if (css === undefined) continue;
    faces.push(...(css.match(FONT_FACE) ?? []));
    stylesheets.set(href as string, css.replace(FONT_FACE, ''));
  }
  if (faces.length === 0) return html;
  const fonts = faces.join('');
  if (/<\/style/i.test(fonts)) throw new Error('inline fonts: a font face holds "</style"');
  // Before the boot script, which reads them (scripts/boot-shell.ts).
  return replaceOnce(html, /<\/title>/, (end) => `${end}\n    <style data-vd-fonts>${fonts}</style>`);
}

/** The `vd:inline-fonts` plugin: {@link moveFontFaces} on the app's index.html and the stylesheets it links. */
export function inlineFonts(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vd:inline-fonts',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle || config.build.ssr || !isAppBuild(config)) return html;
        const stylesheets = new Map<string, string>();
        for (const asset of Object.values(bundle)) {
          if (asset.type === 'asset' && asset.fileName.endsWith('.css')) {
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            stylesheets.set(`${config.base}${asset.fileName}`, css);
          }
        }
        const result = moveFontFaces(html, stylesheets);
        for (const asset of Object.values(bundle)) {
          const css = stylesheets.get(`${config.base}${asset.fileName}`);
          if (asset.type === 'asset' && css !== undefined) asset.source = css;
        }
        return result;
      },
    },
  };
}

/** Whether `config` builds the app itself: its entry is the project's index.html (Vite's default input). */
function isAppBuild(config: ResolvedConfig): boolean {
  const build = config.build as typeof config.build & { rollupOptions?: { input?: unknown } };
  const input = (build.rolldownOptions?.input ?? build.rollupOptions?.input) as
    | string
    | string[]
    | Record<string, string>
    | undefined;
  if (input === undefined) return true;
  const entries = typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input);
  return (
    entries.length === 1 &&
    path.resolve(config.root, String(entries[0])) === path.resolve(config.root, 'index.html')
  );
}

interface ServerEntry {
  renderPage(path: string): Promise<{ html: string; notFound: boolean; routeIds: string[] }>;
}

/**
 * The route file of a route id (`/_site/store` → `app/routes/_site/store.tsx`, `/_site/` →
 * `app/routes/_site/index.tsx`), or null for the root and ids without a file.
 */
export function routeFile(routeId: string, exists: (file: string) => boolean): string | null {
  if (routeId === '__root__') return null;
  const base = `app/routes${routeId.replace(/\/$/, '/index')}`;
  return [`${base}.tsx`, `${base}/index.tsx`, `${base}/route.tsx`].find(exists) ?? null;
}

/**
 * What a page is made of beyond the entry's chunks (whose stylesheets index.html links and whose scripts it loads):
 * the start-up parts and the page's route chunks (their split components), with what they import, in the order
 * the browser meets them. The page links their stylesheets, so its first paint is already styled, and its boot
 * script preloads their scripts with the entry's, so the page's code arrives in one round rather than the route's
 * chunks being found only once the router has run (docs/architecture.md#first-visit).
 */
export function pageAssets(
  manifest: BuildManifest,
  routeFiles: readonly string[],
): { styles: string[]; scripts: string[] } {
  const entry = staticClosure(manifest, entryKeys(manifest));
  const routes = routeFiles.map((file) => `${file}?tsr-split=component`);
  const keys = staticClosure(manifest, [...startupParts(manifest), ...routes], entry);
  const chunks = [...keys].map((key) => manifest[key] as BuildManifest[string]);
  return {
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
    scripts: chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')),
  };
}

/**
 * Writes the prerendered pages, `shell.html` and `404.html` into the browser build's output. Runs after the
 * browser build, so the pages link the same hashed scripts and styles.
 */
export function prerender(options: { siteUrl: string | undefined }): Plugin {
  let config: ResolvedConfig;
  let keepManifest = false;
  return {
    name: 'vd:prerender',
    apply: 'build',
    // The manifest tells which stylesheets each page's route chunks have; it is removed again unless asked for.
    config(user) {
      if (user.build?.ssr) return;
      keepManifest = Boolean(user.build?.manifest);
      if (!keepManifest) return { build: { manifest: true } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The app's build only: not its own server build, nor another tool's build of this configuration
      // (Storybook builds its own pages from it).
      if (config.build.ssr || !isAppBuild(config)) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so Node resolves the server bundle's packages from node_modules; a folder of its own
      // per build, so a second build in the same process never reuses the first one's modules.
      const serverDir = path.resolve(
        config.root,
        'node_modules/.vd-prerender',
        `${path.basename(outDir)}-${process.pid}-${Date.now()}`,
      );
      const { build } = await import('vite');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: path.resolve(config.root, 'app/prerender/server.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const entry: ServerEntry = await import(pathToFileURL(path.join(serverDir, 'server.js')).href);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const origin = siteOrigin(options.siteUrl);
      const manifestFile = path.join(
        outDir,
        typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json',
      );
      const manifest: BuildManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      const assetsOf = (routeIds: readonly string[]) => {
        const files = routeIds
          .map((id) => routeFile(id, (file) => existsSync(path.resolve(config.root, file))))
          .filter((file): file is string => file !== null);
        const { styles, scripts } = pageAssets(manifest, files);
        const url = (file: string) => `${config.base}${file}`;
        return { styles: styles.map(url), scripts: scripts.map(url) };
      };
      writeFileSync(path.join(outDir, SHELL_FILE), template);
      const shellStyles = new Set([...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] as string));
      const stylesheets = new Map<string, string>();
      const readStylesheet = (href: string) => {
        if (!href.startsWith(config.base))
          throw new Error(`prerender: ${href} is not one of the build's files`);
        const file = path.join(outDir, href.slice(config.base.length));
        const css = stylesheets.get(file) ?? readFileSync(file, 'utf8');
        stylesheets.set(file, css);
        return css;
      };
      for (const page of PRERENDERED_PAGES) {
        const { html, notFound, routeIds } = await entry.renderPage(page.path);
        if (notFound) throw new Error(`prerender: no route renders ${page.path}`);
        const file = path.join(outDir, page.file);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(
          file,
          await inlineCriticalStyles(
            pageDocument(template, { ...page, marker: page.path, ...assetsOf(routeIds) }, html, origin),
            readStylesheet,
            shellStyles,
          ),
        );
      }
      const missing = await entry.renderPage(NOT_FOUND_PATH);
      if (!missing.notFound) throw new Error(`prerender: ${NOT_FOUND_PATH} is a route`);
      writeFileSync(
        path.join(outDir, NOT_FOUND_FILE),
        await inlineCriticalStyles(
          pageDocument(
            template,
            {
              title: NOT_FOUND_TITLE,
              description: PRERENDERED_PAGES[0]?.description ?? SITE_NAME,
              marker: NOT_FOUND_PAGE,
              ...assetsOf(missing.routeIds),
            },
            missing.html,
            origin,
          ),
          readStylesheet,
          shellStyles,
        ),
      );
      rmSync(serverDir, { recursive: true, force: true });
      if (!keepManifest) {
        rmSync(manifestFile, { force: true });
        if (readdirSync(path.dirname(manifestFile)).length === 0) rmdirSync(path.dirname(manifestFile));
      }
    },
  };
}
