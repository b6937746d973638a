/**
 * check-layers: enforces the direction of imports between the project's layers
 * (docs/architecture.md#import-direction). Plain Node ESM, no dependencies.
 *
 *   ui/        may import ui, lib
 *   lib/       may import lib only
 *   features/  may import ui, lib and its own folder; never app, mocks or another feature
 *   app/       may import ui, lib, app and a feature's public surface (`@features/<name>` = its index.ts);
 *              mocks only through a dynamic `import()` in app/main.tsx (demo mode loads the fake backend)
 *   mocks/     may import lib, mocks
 *
 * Tests, stories and test-support files (`*.test.*`, `*.spec.*`, `*.stories.*`, `test/` folders) may also
 * import mocks/: the fake backend is their fixture. Every other rule applies to them too.
 *
 * Imports are found by a small tokenizer (comments, strings, templates and regex literals are skipped
 * correctly) in static `import … from`, side-effect `import '…'`, `export … from` and `import('…')`.
 * Aliases `@ui/ @lib/ @features/ @app/ @mocks/` and relative paths are resolved to their folder; package
 * imports are ignored.
 *
 * It also finds import cycles between source files (all layers): every static import whose target resolves to
 * a source file is an edge, type-only imports included; dynamic `import()` is not (see {@link findCycles}).
 * Each cycle is reported as `a.ts -> b.ts -> a.ts`.
 *
 * Usage: `node scripts/check-layers.mjs [root]`. Exit 0 when clean, 1 with a `file:line imports X: reason`
 * list and a list of cycles otherwise. Also exported as {@link checkLayers} for tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LAYERS = ['ui', 'lib', 'features', 'app', 'mocks'];
const ALIASES = Object.fromEntries(LAYERS.map((layer) => [`@${layer}`, layer]));
const SOURCE_FILE = /\.(?:[cm]?ts|tsx)$/;
const TEST_FILE = /\.(?:test|spec|stories)\.[cm]?[jt]sx?$/;
const TEST_FOLDERS = new Set(['test', '__tests__', '__mocks__']);
/** The only file allowed to load mocks/, and only lazily. */
const MOCKS_LOADER = 'app/main.tsx';

// ---------------------------------------------------------------------------------------------------
// Tokenizer: just enough of TypeScript's lexical grammar to find import specifiers reliably.

const REGEX_AFTER_PUNCT = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
  'instanceof',
]);

/**
 * Splits source text into `{ type, value, line }` tokens of type `word`, `string` (quoted strings and
 * templates without substitutions), `template`, `regex` and `punct`. Comments and whitespace are dropped.
 * Unterminated strings and regex literals end at the line break, so JSX text such as `Don't` cannot
 * swallow the rest of a file.
 */
export function tokenize(source) {
  const tokens = [];
  const templateDepth = []; // open `{` count inside each `${ … }` we are in
  let i = 0;
  let line = 1;
  const n = source.length;
  const push = (type, value, at) => tokens.push({ type, value, line: at });
  const last = () => tokens[tokens.length - 1];

  /**
   * Reads template text from `i` (just after a backtick, or after the `}` closing a substitution when
   * `resumed`) to the closing backtick or the next `${`. A template without substitutions is a `string`.
   */
  const readTemplate = (resumed) => {
    const startLine = line;
    let text = '';
    while (i < n) {
      const c = source[i];
      if (c === '\\') {
        text += source.slice(i, i + 2);
        if (source[i + 1] === '\n') line++;
        i += 2;
      } else if (c === '`') {
        i++;
        push(resumed ? 'template' : 'string', text, startLine);
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        push('template', text, startLine);
        templateDepth.push(0);
        return;
      } else {
        if (c === '\n') line++;
        text += c;
        i++;
      }
    }
    push('template', text, startLine);
  };

  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\uFEFF') {
      i++;
    } else if (c === '/' && next === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
    } else if (c === "'" || c === '"') {
      let value = '';
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\' && i + 1 < n && source[i + 1] !== '\n') {
          value += source[i + 1];
          i += 2;
        } else {
          value += source[i];
          i++;
        }
      }
      if (source[i] === c) i++;
      push('string', value, line);
    } else if (c === '`') {
      i++;
      readTemplate(false);
    } else if (c === '}' && templateDepth.length > 0 && templateDepth[templateDepth.length - 1] === 0) {
      templateDepth.pop();
      i++;
      readTemplate(true);
    } else if (c === '{' || c === '}') {
      if (templateDepth.length > 0) templateDepth[templateDepth.length - 1] += c === '{' ? 1 : -1;
      push('punct', c, line);
      i++;
    } else if (c === '/' && startsRegex(last())) {
      let k = i + 1;
      let inClass = false;
      while (k < n && source[k] !== '\n') {
        const char = source[k];
        if (char === '/' && !inClass) break;
        if (char === '[') inClass = true;
        else if (char === ']') inClass = false;
        k += char === '\\' ? 2 : 1;
      }
      if (k < n && source[k] === '/') {
        k++;
        while (k < n && /[a-z]/i.test(source[k])) k++;
        push('regex', source.slice(i, k), line);
        i = k;
      } else {
        push('punct', '/', line);
        i++;
      }
    } else if (/[A-Za-z_$\u0080-\uFFFF]/.test(c)) {
      let k = i + 1;
      while (k < n && /[\w$\u0080-\uFFFF]/.test(source[k])) k++;
      push('word', source.slice(i, k), line);
      i = k;
    } else if (/[0-9]/.test(c)) {
      let k = i + 1;
      while (k < n && /[\w.]/.test(source[k])) k++;
      push('number', source.slice(i, k), line);
      i = k;
    } else {
      push('punct', c, line);
      i++;
    }
  }
  return tokens;
}

function startsRegex(previous) {
  if (!previous) return true;
  if (previous.type === 'punct') return REGEX_AFTER_PUNCT.has(previous.value);
  if (previous.type === 'word') return REGEX_AFTER_WORD.has(previous.value);
  return false;
}

/**
 * Lists the module specifiers a source file imports: `{ specifier, line, kind }` with kind `static`
 * (import/export … from, side-effect import) or `dynamic` (`import('…')`, including type-level ones).
 */
export function extractImports(source) {
  const tokens = tokenize(source);
  const found = [];
  const is = (token, type, value) =>
    token && token.type === type && (value === undefined || token.value === value);
  /** Scans forward from `start` to `from '<specifier>'`, stopping at a `;`. */
  const fromClause = (start) => {
    for (let j = start; j < tokens.length && j < start + 500; j++) {
      if (is(tokens[j], 'punct', ';')) return null;
      if (is(tokens[j], 'word', 'from') && is(tokens[j + 1], 'string')) return tokens[j + 1].value;
      if (
        is(tokens[j], 'word', 'require') &&
        is(tokens[j + 1], 'punct', '(') &&
        is(tokens[j + 2], 'string')
      ) {
        return tokens[j + 2].value;
      }
    }
    return null;
  };

  tokens.forEach((token, index) => {
    if (token.type !== 'word') return;
    const previous = tokens[index - 1];
    if (is(previous, 'punct', '.')) return; // obj.import, obj?.import
    const next = tokens[index + 1];
    if (token.value === 'import') {
      if (is(next, 'punct', '(') && is(tokens[index + 2], 'string')) {
        found.push({ specifier: tokens[index + 2].value, line: token.line, kind: 'dynamic' });
      } else if (is(next, 'string')) {
        found.push({ specifier: next.value, line: token.line, kind: 'static' });
      } else if (next && !is(next, 'punct', '.') && !is(next, 'punct', '(') && !is(next, 'punct', ':')) {
        const specifier = fromClause(index + 1);
        if (specifier !== null) found.push({ specifier, line: token.line, kind: 'static' });
      }
    } else if (token.value === 'export') {
      const head = is(next, 'word', 'type') ? tokens[index + 2] : next;
      if (is(head, 'punct', '*') || is(head, 'punct', '{')) {
        const specifier = fromClause(index + 1);
        if (specifier !== null) found.push({ specifier, line: token.line, kind: 'static' });
      }
    }
  });
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Resolution and rules.

/** Where a repo-relative path lives: `{ layer, feature, rest }`, or null outside the layers. */
export function locate(relativePath) {
  const parts = relativePath.split(/[\\/]/).filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts[0] === '..' || !LAYERS.includes(parts[0])) return null;
  const [layer, ...rest] = parts;
  if (layer !== 'features') return { layer, feature: null, rest: rest.join('/') };
  return { layer, feature: rest[0] ?? null, rest: rest.slice(1).join('/') };
}

/** Resolves a specifier to a repo-relative path (`ui/Button`), or null for packages. */
export function resolveSpecifier(specifier, importerRelative) {
  const bare = specifier.replace(/[?#].*$/, '');
  const [head, ...tail] = bare.split('/');
  if (ALIASES[head]) return path.posix.join(ALIASES[head], ...tail);
  if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') {
    return path.posix.normalize(path.posix.join(path.posix.dirname(importerRelative), bare));
  }
  return null;
}

function isTestSupport(relativePath) {
  const parts = relativePath.split('/');
  return TEST_FILE.test(relativePath) || parts.slice(0, -1).some((part) => TEST_FOLDERS.has(part));
}

/** A feature's public surface: its folder itself or its index file. */
function isFeatureSurface(target) {
  return target.rest === '' || /^index(?:\.[cm]?[jt]sx?)?$/.test(target.rest);
}

/** The reason an import breaks a rule, or null when it is allowed. */
export function ruleFor(importer, target, { kind, file }) {
  const from = importer.layer;
  const to = target.layer;
  const testSupport = isTestSupport(file);
  if (to === 'mocks' && from !== 'mocks') {
    if (testSupport) return null;
    if (from === 'app') {
      return kind === 'dynamic' && file === MOCKS_LOADER
        ? null
        : `app loads mocks/ only through the dynamic import() in ${MOCKS_LOADER} (demo mode)`;
    }
    return `${from}/ never imports mocks/: production code runs without the fake backend (tests and stories may)`;
  }
  switch (from) {
    case 'lib':
      return to === 'lib' ? null : `lib/ is the base layer and imports nothing from ${to}/`;
    case 'ui':
      return to === 'ui' || to === 'lib' ? null : `ui/ may import only ui/ and lib/, not ${to}/`;
    case 'mocks':
      return to === 'mocks' || to === 'lib' ? null : `mocks/ may import only lib/ and mocks/, not ${to}/`;
    case 'features':
      if (to === 'ui' || to === 'lib') return null;
      if (to === 'app') return 'features/ never import app/';
      if (target.feature === importer.feature) return null;
      return `features/${importer.feature ?? ''} may not import another feature (features/${target.feature ?? ''}); share through ui/ or lib/`;
    case 'app':
      if (to !== 'features' || isFeatureSurface(target)) return null;
      return `app/ imports a feature through its public surface @features/${target.feature ?? ''} (index.ts), not its internals`;
    default:
      return null;
  }
}

function walk(directory, root, files) {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) walk(full, root, files);
    else if (entry.isFile() && SOURCE_FILE.test(entry.name))
      files.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return files;
}

/**
 * Checks every TS/TSX file of the layers under `root`. Returns the number of files scanned, the violations, each
 * `{ file, line, specifier, reason }` with `file` relative to `root`, and the import cycles (see {@link findCycles}).
 */
export function checkLayers(root = process.cwd()) {
  const files = LAYERS.flatMap((layer) => walk(path.join(root, layer), root, [])).sort();
  const known = new Set(files);
  const violations = [];
  /** file → the files it imports statically (see {@link findCycles} for what counts). */
  const graph = new Map();
  for (const file of files) {
    const importer = locate(file);
    const edges = new Set();
    graph.set(file, edges);
    if (!importer) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const { specifier, line, kind } of extractImports(source)) {
      const resolved = resolveSpecifier(specifier, file);
      const target = resolved === null ? null : locate(resolved);
      if (!target) continue;
      const reason = ruleFor(importer, target, { kind, file });
      if (reason) violations.push({ file, line, specifier, reason });
      const imported = kind === 'static' ? resolveFile(resolved, known) : null;
      if (imported) edges.add(imported);
    }
  }
  return { files: files.length, violations, cycles: findCycles(graph) };
}

export function formatViolation({ file, line, specifier, reason }) {
  return `${file}:${line} imports ${specifier}: ${reason}`;
}

// ---------------------------------------------------------------------------------------------------
// Import cycles.

const FILE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];

/** The source file among `known` that a resolved import names (`mocks/db` → `mocks/db.ts`), or null. */
export function resolveFile(resolved, known) {
  for (const suffix of FILE_SUFFIXES) if (known.has(resolved + suffix)) return resolved + suffix;
  return null;
}

/**
 * Every import cycle of `graph` (file → the files it imports), each as a path that ends where it starts:
 * `['a.ts', 'b.ts', 'a.ts']`. For each strongly connected component, the shortest cycle through each of its
 * files, without repeats (a rotation of a cycle already found is the same cycle), each starting at its
 * alphabetically first file.
 *
 * The graph has an edge for every static import between source files: `import type` and `export type … from`
 * count too (a cycle of types is still a knot in the layout), while a dynamic `import()` does not (it loads later,
 * so it cannot take part in an initialisation cycle).
 */
export function findCycles(graph) {
  const cycles = new Map();
  for (const component of stronglyConnected(graph)) {
    const inside = new Set(component);
    const selfLoop = component.length === 1 && graph.get(component[0])?.has(component[0]);
    if (component.length === 1 && !selfLoop) continue;
    for (const start of [...component].sort()) {
      const cycle = shortestCycle(graph, start, inside);
      if (!cycle) continue;
      const ring = cycle.slice(0, -1);
      const first = ring.indexOf([...ring].sort()[0]);
      const canonical = [...ring.slice(first), ...ring.slice(0, first)];
      canonical.push(canonical[0]);
      cycles.set(canonical.join(' -> '), canonical);
    }
  }
  return [...cycles.keys()].sort().map((key) => cycles.get(key));
}

/** The shortest path from `start` back to itself through `inside` (breadth first), or null. */
function shortestCycle(graph, start, inside) {
  const previous = new Map();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head];
    for (const next of [...(graph.get(file) ?? [])].sort()) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)) path.unshift(at);
        path.unshift(start);
        return path;
      }
      if (previous.has(next)) continue;
      previous.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** Tarjan's strongly connected components, iteratively (no recursion limit on long import chains). */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ file: root, edges: [...(graph.get(root) ?? [])], next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const target = frame.edges[frame.next++];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edges: [...(graph.get(target) ?? [])], next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        components.push(component);
      }
    }
  }
  return components;
}

/** `a.ts -> b.ts -> a.ts`. */
export function formatCycle(cycle) {
  return cycle.join(' -> ');
}

function main() {
  const root = path.resolve(process.argv[2] ?? process.cwd());
  const { files, violations, cycles } = checkLayers(root);
  if (violations.length === 0 && cycles.length === 0) {
    process.stdout.write(`check-layers: ${files} files, no layer violations, no import cycles\n`);
    return 0;
  }
  if (violations.length > 0) {
    process.stderr.write(`check-layers: ${violations.length} layer violation(s) in ${files} files\n`);
    for (const violation of violations) process.stderr.write(`  ${formatViolation(violation)}\n`);
  }
  if (cycles.length > 0) {
    process.stderr.write(`check-layers: ${cycles.length} import cycle(s) in ${files} files\n`);
    for (const cycle of cycles) process.stderr.write(`  ${formatCycle(cycle)}\n`);
  }
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main();
}
