/**
 * The site imports only the styles of the Mantine components it uses: the shell's in ui/theme/mantine.css,
 * the pages' in ui/theme/mantine-pages.css (loaded with each page's code), a few features' own. This finds
 * the ones it forgot: every Mantine class name (`m_` and 8 hex digits, Mantine's static class names) that the
 * code loaded at one point uses must be defined by the CSS loaded with it. The points are the entry (the
 * shell) and each lazy chunk (a page, a dialog, the header's overlays): its code and CSS are its static
 * imports' plus the shell's. For each class missing, the per-component file that defines it. Build output
 * only (the manifest's graph), so it runs in the budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { entryKeys, startupKeys, staticClosure } from './manifest-graph.mjs';
import { repoRoot } from './run.mjs';

const CLASS = /\bm_[0-9a-f]{8}\b/g;

/** Class name → the Mantine stylesheet that defines it (`@mantine/core/styles/Button.css`). */
function mantineSheets() {
  const sheets = new Map();
  const core = path.join(repoRoot, 'node_modules', '@mantine', 'core', 'styles');
  const candidates = [
    ...readdirSync(core)
      .filter((name) => name.endsWith('.layer.css'))
      .map((name) => [path.join(core, name), `@mantine/core/styles/${name}`]),
    [
      path.join(repoRoot, 'node_modules', '@mantine', 'notifications', 'styles.layer.css'),
      '@mantine/notifications/styles.layer.css',
    ],
  ];
  for (const [file, name] of candidates) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS)) {
      if (!sheets.has(match[0])) sheets.set(match[0], name);
    }
  }
  return sheets;
}

const classesCache = new Map();
function classesOf(file) {
  if (!classesCache.has(file)) {
    classesCache.set(file, new Set(readFileSync(file, 'utf8').match(CLASS) ?? []));
  }
  return classesCache.get(file);
}

/**
 * The Mantine stylesheets the build in `outDir` needs but does not load with the code that uses them: for each,
 * a class it lacks and the chunk (its source) that uses it.
 */
export function missingMantineStyles(outDir, manifest) {
  const shell = startupKeys(manifest);
  const points = [
    ...entryKeys(manifest),
    ...Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !shell.has(key)),
  ];
  const cssOf = (keys) => {
    const defined = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      for (const sheet of chunk.css ?? [])
        for (const name of classesOf(path.join(outDir, sheet))) defined.add(name);
      if (chunk.file.endsWith('.css'))
        for (const name of classesOf(path.join(outDir, chunk.file))) defined.add(name);
    }
    return defined;
  };
  // Styles surely loaded when a lazy chunk runs: the shell's, its own static imports', and those loaded by
  // every chunk that imports it lazily (a page's dialog comes after the page).
  const loaded = new Map();
  const loadedAt = (point, seen = new Set()) => {
    if (loaded.has(point)) return loaded.get(point);
    const own = cssOf(new Set([...shell, ...staticClosure(manifest, [point])]));
    if (seen.has(point)) return own; // a cycle of lazy imports: only what is surely loaded
    const importers = Object.keys(manifest).filter((key) =>
      (manifest[key].dynamicImports ?? []).includes(point),
    );
    let inherited = null;
    for (const importer of importers) {
      // The lazy chunks (or the entry) whose code includes the importer: one of them was loaded before.
      const roots = Object.keys(manifest).filter(
        (key) =>
          (manifest[key].isDynamicEntry || manifest[key].isEntry) &&
          staticClosure(manifest, [key]).has(importer),
      );
      for (const root of roots) {
        if (root === point) continue;
        const css = loadedAt(root, new Set([...seen, point]));
        inherited =
          inherited === null ? new Set(css) : new Set([...inherited].filter((name) => css.has(name)));
      }
    }
    const result = new Set([...own, ...(inherited ?? [])]);
    loaded.set(point, result);
    return result;
  };
  const sheets = mantineSheets();
  const missing = new Map();
  for (const point of points) {
    const defined = loadedAt(point);
    for (const key of new Set([...shell, ...staticClosure(manifest, [point])])) {
      const chunk = manifest[key];
      if (!chunk.file.endsWith('.js')) continue;
      for (const name of classesOf(path.join(outDir, chunk.file))) {
        const sheet = sheets.get(name);
        // A class no Mantine stylesheet defines is no style of theirs (or one that needs none).
        if (defined.has(name) || !sheet || missing.has(sheet)) continue;
        missing.set(sheet, { sheet, className: name, chunk: manifest[point].src ?? point });
      }
    }
  }
  return [...missing.values()];
}
