/**
 * The site imports only the styles of the Mantine components it uses (ui/theme/mantine.css). This finds the
 * ones it forgot: every Mantine class name (`m_` and 8 hex digits, Mantine's static class names) that the
 * built JavaScript uses must be defined by the built CSS; for each that is not, the per-component file of
 * @mantine/core (or @mantine/notifications) that defines it. Build output only, so it runs in the budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.mjs';

const CLASS = /\bm_[0-9a-f]{8}\b/g;

function filesIn(directory, extension) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesIn(full, extension);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

/** Class name → the Mantine stylesheet that defines it (`@mantine/core/styles/Button.css`). */
function mantineSheets() {
  const sheets = new Map();
  const core = path.join(repoRoot, 'node_modules', '@mantine', 'core', 'styles');
  const candidates = [
    ...readdirSync(core)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => [path.join(core, name), `@mantine/core/styles/${name}`]),
    [
      path.join(repoRoot, 'node_modules', '@mantine', 'notifications', 'styles.css'),
      '@mantine/notifications/styles.css',
    ],
  ];
  for (const [file, name] of candidates) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS)) {
      if (!sheets.has(match[0])) sheets.set(match[0], name);
    }
  }
  return sheets;
}

/** The Mantine stylesheets the build in `outDir` needs but does not include, each with a class it lacks. */
export function missingMantineStyles(outDir) {
  const used = new Set();
  for (const file of filesIn(outDir, '.js')) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS)) used.add(match[0]);
  }
  const defined = new Set();
  for (const file of filesIn(outDir, '.css')) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS)) defined.add(match[0]);
  }
  const sheets = mantineSheets();
  const missing = new Map();
  for (const name of used) {
    if (defined.has(name)) continue;
    const sheet = sheets.get(name);
    // A class no Mantine stylesheet defines is no style of theirs (or one that needs none).
    if (sheet && !missing.has(sheet)) missing.set(sheet, name);
  }
  return [...missing].map(([sheet, className]) => ({ sheet, className }));
}
