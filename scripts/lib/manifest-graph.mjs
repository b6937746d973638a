/**
 * The graph of a Vite build manifest (`.vite/manifest.json`): which chunks a set of chunks loads through static
 * imports, and what the start-up loads. Shared by the prerender (scripts/prerender.ts: what a page links and
 * preloads) and the byte budget and benches (scripts/lib/build-graph.mjs: what a first visit weighs).
 */

/** The manifest keys of the entry chunks (index.html's script). */
export function entryKeys(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length === 0) throw new Error('the manifest has no entry chunk');
  return keys;
}

/**
 * The manifest keys reachable from `keys` through static imports, `keys` included, each once, in the order the
 * browser meets them (a chunk, then its imports in their order), less those in `skip`.
 */
export function staticClosure(manifest, keys, skip = new Set()) {
  const seen = new Set();
  const stack = [...keys].reverse();
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || skip.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...[...(manifest[key].imports ?? [])].reverse());
  }
  return seen;
}

/**
 * The start-up parts (START_PARTS in vite.config.ts; in a demo build also the fake backend): what the entry's code
 * imports dynamically at once.
 */
export function startupParts(manifest) {
  return [...staticClosure(manifest, entryKeys(manifest))].flatMap(
    (key) => manifest[key].dynamicImports ?? [],
  );
}

/** What the start-up loads on every page: the entry with its static imports, and the start-up parts with theirs. */
export function startupKeys(manifest) {
  return new Set([
    ...staticClosure(manifest, entryKeys(manifest)),
    ...staticClosure(manifest, startupParts(manifest)),
  ]);
}
