/**
 * The layer rule (.dependency-cruiser.cjs, docs/architecture.md#import-direction) run by dependency-cruiser's
 * command line, as the test command's `layers` step runs it, on two fixture trees: one holding every allowed
 * import (it must pass) and one breaking each rule once (each break must be reported, and nothing else).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots: string[] = [];
const LAYERS = ['ui', 'lib', 'features', 'app', 'mocks'];

/** Writes a fixture tree (`{ 'lib/a.ts': 'source' }`) with the repository's tsconfig.json into a temp dir. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  roots.push(root);
  const tsconfig = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8'));
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: tsconfig.compilerOptions }), ...files };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  for (const layer of LAYERS) mkdirSync(path.join(root, layer), { recursive: true });
  return root;
}

/** Runs the cruiser on a fixture: exit status and the `rule: from → to` lines it reports. */
function cruise(root: string) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      '--config',
      path.join(repoRoot, '.dependency-cruiser.cjs'),
      '--output-type',
      'err-long',
      ...LAYERS,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;
  // `error <rule>: a.ts → b.ts`, a cycle's path over several lines, then the rule's comment.
  const reported = [...output.matchAll(/error (\S+): ((?:[^\n]*→ ?\n)*[^\n]*)/g)].map(
    ([, rule, edge]) => `${rule}: ${edge?.replace(/\s+/g, ' ').trim()}`,
  );
  return { status: result.status, output: output.replace(/\s+/g, ' '), reported: reported.sort() };
}

afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

// Each case starts the cruiser, which loads TypeScript: seconds on a busy machine.
describe('the layer rule (.dependency-cruiser.cjs)', { timeout: 60_000 }, () => {
  it('passes every allowed import', () => {
    const root = fixture({
      'lib/format.ts': 'export const format = (n: number) => String(n);\n',
      'lib/user.ts': "import { format } from './format';\nexport const user = format(1);\n",
      'lib/test/server.ts': "import { db } from '@mocks/db';\nexport const server = db;\n",
      'ui/Button.tsx': "import { format } from '@lib/format';\nexport const Button = () => format(2);\n",
      'mocks/db.ts': "import { user } from '@lib/user';\nexport const db = [user];\n",
      'mocks/browser.ts': "import { db } from './db';\nexport const start = () => db;\n",
      'features/shop/index.ts': "export { ShopPage } from './ShopPage';\n",
      'features/shop/ShopPage.tsx':
        "import { Button } from '@ui/Button';\nimport { user } from '../../lib/user';\nexport const ShopPage = () => [Button, user];\n",
      'features/shop/ShopPage.test.ts':
        "import { db } from '@mocks/db';\nimport { ShopPage } from './ShopPage';\nexport const t = [db, ShopPage];\n",
      'features/shop/ShopPage.stories.tsx':
        "import { start } from '../../mocks/browser';\nexport const s = start;\n",
      'app/router.ts':
        "import { ShopPage } from '@features/shop';\nimport { Button } from '@ui/Button';\nexport const routes = [ShopPage, Button];\n",
      'app/main.tsx':
        "import { routes } from './router';\nexport async function main() {\n  const { start } = await import('../mocks/browser');\n  return [routes, start];\n}\n",
      // A cycle only through a dynamic import() is no cycle (the import loads later).
      'app/lazy.ts': "export const load = () => import('./eager');\n",
      'app/eager.ts': "import { load } from './lazy';\nexport const eager = load;\n",
    });
    const { status, output, reported } = cruise(root);
    expect(reported).toEqual([]);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('reports each import against the direction, and each cycle, with the rule that forbids it', () => {
    const root = fixture({
      'lib/a.ts':
        "import { b } from './b';\nimport { Button } from '@ui/Button';\nexport const a = [b, Button];\n",
      'lib/b.ts': "import type { a } from './a';\nexport const b: typeof a | null = null;\n",
      'ui/Button.tsx': "import { ShopPage } from '../features/shop';\nexport const Button = ShopPage;\n",
      'mocks/db.ts': "import { routes } from '@app/router';\nexport const db = routes;\n",
      'features/shop/index.ts': "export { ShopPage } from './ShopPage';\n",
      'features/shop/ShopPage.tsx':
        "import { routes } from '@app/router';\nimport { cart } from '@features/cart/api';\nimport { db } from '@mocks/db';\nexport const ShopPage = [routes, cart, db];\n",
      'features/cart/api.ts': 'export const cart = 1;\n',
      'features/shop/prices.ts': 'export const prices = [1];\n',
      'app/router.ts': "import { prices } from '@features/shop/prices';\nexport const routes = [prices];\n",
      'app/main.tsx': "import { db } from '../mocks/db';\nexport const main = db;\n",
    });
    const { status, output, reported } = cruise(root);
    expect(reported).toEqual(
      [
        'lib-imports-lib: lib/a.ts → ui/Button.tsx',
        'ui-imports-ui-lib: ui/Button.tsx → features/shop/index.ts',
        'mocks-imports-mocks-lib: mocks/db.ts → app/router.ts',
        'feature-imports-no-app: features/shop/ShopPage.tsx → app/router.ts',
        'feature-imports-no-other-feature: features/shop/ShopPage.tsx → features/cart/api.ts',
        'no-mocks-in-production: features/shop/ShopPage.tsx → mocks/db.ts',
        'app-imports-feature-surface: app/router.ts → features/shop/prices.ts',
        'mocks-loaded-lazily: app/main.tsx → mocks/db.ts',
        // lib/b.ts imports lib/a.ts only as a type: that still counts.
        'no-cycles: lib/a.ts → lib/b.ts → lib/a.ts',
      ].sort(),
    );
    // The message names the rule's reason, so a failing run says what to change.
    expect(output).toContain('a feature may not import another feature: share through ui/ or lib/');
    expect(status).not.toBe(0);
  });
});
