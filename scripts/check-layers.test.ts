import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers, extractImports, findCycles, formatCycle, formatViolation } from './check-layers.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(repoRoot, 'scripts/check-layers.mjs');
const roots: string[] = [];

/** Writes a fixture tree (`{ 'lib/a.ts': 'source' }`) into a fresh temp dir and returns its path. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-layers-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

/** Violations of a one-file fixture (plus empty targets), as `file:line specifier`. */
function violationsOf(files: Record<string, string>) {
  return checkLayers(fixture(files)).violations.map((v) => `${v.file}:${v.line} ${v.specifier}`);
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('extractImports', () => {
  it('finds static, side-effect, re-export, type and dynamic imports with their lines', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from '@lib/b';",
      'import {',
      '  c,',
      '  d,',
      "} from './c';",
      "import './side-effect.css';",
      "export * from './star';",
      "export * as ns from './ns';",
      "export { e } from '@ui/e';",
      'export type { F } from "./f";',
      'const lazy = () => import("@mocks/browser");',
      'type G = import(`./g`).G;',
      "import * as all from '@features/x';",
      "import def, { named } from '../up';",
      "const pick = demo ? import('@mocks/a') : null;",
    ].join('\n');
    expect(extractImports(source)).toEqual([
      { specifier: 'a', line: 1, kind: 'static' },
      { specifier: '@lib/b', line: 2, kind: 'static' },
      { specifier: './c', line: 3, kind: 'static' },
      { specifier: './side-effect.css', line: 7, kind: 'static' },
      { specifier: './star', line: 8, kind: 'static' },
      { specifier: './ns', line: 9, kind: 'static' },
      { specifier: '@ui/e', line: 10, kind: 'static' },
      { specifier: './f', line: 11, kind: 'static' },
      { specifier: '@mocks/browser', line: 12, kind: 'dynamic' },
      { specifier: './g', line: 13, kind: 'dynamic' },
      { specifier: '@features/x', line: 14, kind: 'static' },
      { specifier: '../up', line: 15, kind: 'static' },
      { specifier: '@mocks/a', line: 16, kind: 'dynamic' },
    ]);
  });

  it('ignores imports inside comments, strings, templates and regex literals', () => {
    const source = [
      "// import x from '@mocks/a';",
      "/* import('@mocks/b')",
      "   export * from '@app/c' */",
      'const s = "import y from \'@mocks/d\'";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "const t = `import('@mocks/e') ${value} import z from '@mocks/f'`;",
      "const r = /import\\('@mocks\\/g'\\)['\"]/;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of nested templates
      'const u = `${`nested ${deep}`}`;',
      "const text = <p>Don't import('@mocks/h') here</p>;",
      'export const value = 1;',
      'export { value as other };',
      'const meta = import.meta.env;',
      "const obj = { import: 1 }; obj.import('x');",
      "import real from '@lib/real';",
    ].join('\n');
    expect(extractImports(source)).toEqual([{ specifier: '@lib/real', line: 13, kind: 'static' }]);
  });
});

describe('checkLayers on fixture trees', () => {
  it('lib imports nothing from ui, features, app or mocks', () => {
    expect(
      violationsOf({
        'lib/a.ts': [
          "import { Button } from '@ui/Button';",
          "import { x } from '@features/orders';",
          "import { y } from '../app/router';",
          "import { db } from '@mocks/db';",
          "import { z } from './z';",
          "import { w } from '@lib/w';",
          "import { useState } from 'react';",
        ].join('\n'),
      }),
    ).toEqual([
      'lib/a.ts:1 @ui/Button',
      'lib/a.ts:2 @features/orders',
      'lib/a.ts:3 ../app/router',
      'lib/a.ts:4 @mocks/db',
    ]);
  });

  it('ui may import ui and lib only', () => {
    expect(
      violationsOf({
        'ui/Card/Card.tsx': [
          "import { a } from '@features/orders';",
          "import { b } from '@app/router';",
          "import { c } from '../../mocks/db';",
          "import { d } from '@lib/permissions';",
          "import { e } from '../Button';",
          "import styles from './Card.module.css';",
        ].join('\n'),
      }),
    ).toEqual([
      'ui/Card/Card.tsx:1 @features/orders',
      'ui/Card/Card.tsx:2 @app/router',
      'ui/Card/Card.tsx:3 ../../mocks/db',
    ]);
  });

  it('features may import their own folder, ui and lib, nothing else', () => {
    expect(
      violationsOf({
        'features/orders/OrdersPage/OrdersPage.tsx': [
          "import { a } from '@app/router';",
          "import { b } from '@mocks/handlers/orders';",
          "import { c } from '@features/recruitment';",
          "import { d } from '../../food-lookup/api';",
          "import { e } from '../api';",
          "import { f } from '@features/orders/hooks';",
          "import { g } from '@ui/Button';",
          "import { h } from '@lib/http';",
          "export { i } from '../../recruitment/index';",
        ].join('\n'),
      }),
    ).toEqual([
      'features/orders/OrdersPage/OrdersPage.tsx:1 @app/router',
      'features/orders/OrdersPage/OrdersPage.tsx:2 @mocks/handlers/orders',
      'features/orders/OrdersPage/OrdersPage.tsx:3 @features/recruitment',
      'features/orders/OrdersPage/OrdersPage.tsx:4 ../../food-lookup/api',
      'features/orders/OrdersPage/OrdersPage.tsx:9 ../../recruitment/index',
    ]);
  });

  it('app loads mocks only dynamically from app/main.tsx', () => {
    expect(
      violationsOf({
        'app/main.tsx': [
          "const { start } = await import('../mocks/browser');",
          "import { db } from '@mocks/db';",
        ].join('\n'),
        'app/router.ts': "export const load = () => import('@mocks/browser');",
        'app/routes/index.tsx': "import { seed } from '../../mocks/seed';",
      }),
    ).toEqual([
      'app/main.tsx:2 @mocks/db',
      'app/router.ts:1 @mocks/browser',
      'app/routes/index.tsx:1 ../../mocks/seed',
    ]);
  });

  it("app imports a feature through its index, never the feature's internals", () => {
    expect(
      violationsOf({
        'app/routes/orders.tsx': [
          "import { OrdersPage } from '@features/orders';",
          "import { x } from '@features/orders/index';",
          "import { y } from '@features/orders/index.ts';",
          "import { z } from '@features/orders/OrdersPage/OrdersPage';",
          "import { w } from '../../features/orders/api';",
          "import { v } from '../../features/orders';",
          "import { u } from '@ui/Button';",
          "import { t } from '../layouts/Staff';",
        ].join('\n'),
      }),
    ).toEqual([
      'app/routes/orders.tsx:4 @features/orders/OrdersPage/OrdersPage',
      'app/routes/orders.tsx:5 ../../features/orders/api',
    ]);
  });

  it('mocks may import lib and mocks only', () => {
    expect(
      violationsOf({
        'mocks/handlers/orders.ts': [
          "import { a } from '@ui/Button';",
          "import { b } from '@features/orders';",
          "import { c } from '@app/router';",
          "import { d } from '@lib/gateway/protocol';",
          "import { e } from '../db';",
          "import { http } from 'msw';",
        ].join('\n'),
      }),
    ).toEqual([
      'mocks/handlers/orders.ts:1 @ui/Button',
      'mocks/handlers/orders.ts:2 @features/orders',
      'mocks/handlers/orders.ts:3 @app/router',
    ]);
  });

  it('lets tests, stories and test-support files use mocks, but keeps the other rules for them', () => {
    expect(
      violationsOf({
        'features/orders/OrdersPage/OrdersPage.stories.tsx':
          "import { handlers } from '@mocks/handlers/orders';",
        'features/orders/api.test.ts': "import { server } from '@mocks/node';",
        'lib/test/setup-unit.ts': "import { server } from '@mocks/node';",
        'ui/Card/Card.stories.tsx': "import { personas } from '../../mocks/personas';",
        'app/guards.test.ts': "import { db } from '@mocks/db';",
        'features/orders/other.test.ts': "import { x } from '@features/recruitment';",
        'lib/permissions.test.ts': "import { Button } from '@ui/Button';",
      }),
    ).toEqual([
      'features/orders/other.test.ts:1 @features/recruitment',
      'lib/permissions.test.ts:1 @ui/Button',
    ]);
  });

  it('gives a reason for each violation', () => {
    const root = fixture({ 'lib/a.ts': "\n\nimport { b } from '@ui/B';" });
    const [violation] = checkLayers(root).violations;
    expect(violation).toMatchObject({ file: 'lib/a.ts', line: 3, specifier: '@ui/B' });
    expect(formatViolation(violation as NonNullable<typeof violation>)).toMatch(
      /^lib\/a\.ts:3 imports @ui\/B: lib\/ is the base layer/,
    );
  });

  it('passes a clean tree and counts TS/TSX files only', () => {
    const root = fixture({
      'ui/Button/Button.tsx': "import { x } from '@lib/x';",
      'ui/Button/Button.module.css': '.root { color: red }',
      'lib/x.ts': 'export const x = 1;',
      'features/orders/index.ts': "export { OrdersPage } from './OrdersPage';",
      'app/main.tsx': "import { OrdersPage } from '@features/orders';\nawait import('@mocks/browser');",
      'mocks/browser.ts': "import { x } from '@lib/x';",
      'README.md': "import x from '@mocks/nope';",
    });
    expect(checkLayers(root)).toEqual({ files: 5, violations: [], cycles: [] });
  });
});

describe('import cycles', () => {
  /** Cycles of a fixture tree, formatted. */
  const cyclesOf = (files: Record<string, string>) => checkLayers(fixture(files)).cycles.map(formatCycle);

  it('reports a cycle between two files as a -> b -> a, whatever the import form', () => {
    expect(
      cyclesOf({
        'mocks/db.ts': "import { buildSeed } from './seed';",
        'mocks/seed.ts': "import type { UserDoc } from '@mocks/db';",
      }),
    ).toEqual(['mocks/db.ts -> mocks/seed.ts -> mocks/db.ts']);
  });

  it('follows relative and alias paths to files and index files, across layers', () => {
    expect(
      cyclesOf({
        'lib/a.ts': "export * from './b';",
        'lib/b/index.ts': "import { c } from '@lib/c';",
        'lib/c.tsx': "export { a } from '../lib/a';",
        'mocks/x.ts': "import { a } from '@lib/a';",
      }),
    ).toEqual(['lib/a.ts -> lib/b/index.ts -> lib/c.tsx -> lib/a.ts']);
  });

  it('reports each cycle of a knot once, from its first file, and a file importing itself', () => {
    expect(
      cyclesOf({
        'mocks/a.ts': "import './b';\nimport './c';",
        'mocks/b.ts': "import './a';",
        'mocks/c.ts': "import './a';",
        'mocks/self.ts': "import { x } from './self';",
      }),
    ).toEqual([
      'mocks/a.ts -> mocks/b.ts -> mocks/a.ts',
      'mocks/a.ts -> mocks/c.ts -> mocks/a.ts',
      'mocks/self.ts -> mocks/self.ts',
    ]);
  });

  it('ignores dynamic import(), packages, missing files and chains without a way back', () => {
    expect(
      cyclesOf({
        'app/main.tsx': "import { x } from './x';\nconst lazy = () => import('../mocks/browser');",
        'app/x.ts': "import { y } from '../mocks/browser';",
        'mocks/browser.ts':
          "import { main } from '../app/main';\nimport { z } from 'zod';\nimport { gone } from './gone';",
        'lib/a.ts': "import { b } from './b';",
        'lib/b.ts': "import { c } from './c';",
        'lib/c.ts': 'export const c = 1;',
      }),
    ).toEqual(['app/main.tsx -> app/x.ts -> mocks/browser.ts -> app/main.tsx']);
    expect(
      cyclesOf({
        'app/main.tsx': "const lazy = () => import('../mocks/browser');",
        'mocks/browser.ts': "import { main } from '../app/main';",
      }),
    ).toEqual([]);
  });

  it('finds cycles in a graph given directly', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('fails the command line with the cycle', () => {
    const root = fixture({ 'mocks/a.ts': "import './b';", 'mocks/b.ts': "import './a';" });
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('1 import cycle(s)');
    expect(run.stderr).toContain('mocks/a.ts -> mocks/b.ts -> mocks/a.ts');
  });
});

describe('the command line', () => {
  it('exits 1 and lists file:line imports X: reason', () => {
    const root = fixture({ 'ui/A.tsx': "import { x } from '@features/orders';" });
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ui/A.tsx:1 imports @features/orders: ui/ may import only ui/ and lib/');
  });

  it('exits 0 on a clean tree', () => {
    const root = fixture({ 'lib/a.ts': 'export const a = 1;' });
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('no layer violations, no import cycles');
  });
});

describe('this repository', () => {
  it('has no layer violations', () => {
    const { files, violations } = checkLayers(repoRoot);
    expect(files).toBeGreaterThan(0);
    expect(violations.map(formatViolation)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(checkLayers(repoRoot).cycles.map(formatCycle)).toEqual([]);
  });
});
