/**
 * Visual regression of the stories: builds Storybook statically into storybook-static/, serves it from a
 * built-in static server on 127.0.0.1 (a free port), and runs playwright.visual.config.ts, which takes a
 * screenshot of every story (1280×800, animations off) and compares it with the committed baseline in
 * e2e/visual/__screenshots__/.
 *
 *   node scripts/visual.mjs               build, serve, compare
 *   node scripts/visual.mjs --update      build, serve, rewrite the baselines (--update-snapshots) and
 *                                         delete those of stories that no longer exist
 *   node scripts/visual.mjs --no-build    reuse an existing storybook-static/
 *   node scripts/visual.mjs -- --grep X   extra arguments after `--` go to `playwright test`
 *
 * Chromium comes from CHROMIUM_PATH (or /usr/bin/chromium); Playwright never downloads a browser.
 *
 * Hosted alternative: chromatic.config.json configures Chromatic (`npm run chromatic`) for a real
 * deployment. It needs network access to chromatic.com, the project id in that file and the secret
 * CHROMATIC_PROJECT_TOKEN in the environment, so it is not part of `npm test`.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, CHROMIUM_MISSING, findChromium, formatDuration, repoRoot, run } from './lib/run.mjs';
import { serveStatic } from './static-server.mjs';

const STATIC_DIR = path.join(repoRoot, 'storybook-static');
const BASELINES = path.join(repoRoot, 'e2e', 'visual', '__screenshots__');

function parseArgs(argv) {
  const separator = argv.indexOf('--');
  const own = separator < 0 ? argv : argv.slice(0, separator);
  const passThrough = separator < 0 ? [] : argv.slice(separator + 1);
  const unknown = own.filter((arg) => !['--update', '-u', '--no-build'].includes(arg));
  if (unknown.length > 0)
    throw new Error(`visual: unknown option(s) ${unknown.join(' ')} (see the header of this file)`);
  return {
    update: own.includes('--update') || own.includes('-u'),
    build: !own.includes('--no-build'),
    passThrough,
  };
}

/** Ids of the stories to compare (the same filter as e2e/visual/stories.visual.spec.ts). */
function storyIds() {
  const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'))
    .map((entry) => entry.id);
}

/** Baselines whose story is gone (renamed, deleted or tagged no-visual). */
function orphanBaselines(ids) {
  if (!existsSync(BASELINES)) return [];
  const wanted = new Set(ids.map((id) => `${id}.png`));
  return readdirSync(BASELINES).filter((file) => file.endsWith('.png') && !wanted.has(file));
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const chromium = findChromium();
  if (!chromium) {
    process.stderr.write(`visual: ${CHROMIUM_MISSING}\n`);
    return 2;
  }

  if (options.build) {
    const started = Date.now();
    process.stdout.write('visual: building Storybook into storybook-static/\n');
    const code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], {
      env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (code !== 0) {
      process.stderr.write(`visual: storybook build failed (exit ${code})\n`);
      return code;
    }
    process.stdout.write(`visual: Storybook built in ${formatDuration(Date.now() - started)}\n`);
  } else if (!existsSync(path.join(STATIC_DIR, 'index.json'))) {
    process.stderr.write('visual: --no-build given but storybook-static/index.json is missing\n');
    return 2;
  }

  const ids = storyIds();
  const server = await serveStatic(STATIC_DIR);
  process.stdout.write(
    `visual: serving storybook-static/ at ${server.url}; ${ids.length} stories to compare\n`,
  );
  let code;
  try {
    const args = ['test', '-c', 'playwright.visual.config.ts', '--pass-with-no-tests'];
    if (options.update) args.push('--update-snapshots');
    code = await run(bin('playwright'), [...args, ...options.passThrough], {
      env: { STORYBOOK_URL: server.url, STORYBOOK_DIR: STATIC_DIR, CHROMIUM_PATH: chromium },
    });
  } finally {
    await server.close();
  }

  const orphans = orphanBaselines(ids);
  if (orphans.length > 0 && options.update && options.passThrough.length === 0) {
    for (const file of orphans) rmSync(path.join(BASELINES, file));
    process.stdout.write(`visual: deleted ${orphans.length} baseline(s) of stories that no longer exist\n`);
  } else if (orphans.length > 0) {
    process.stdout.write(
      `visual: ${orphans.length} baseline(s) without a story (run --update to delete): ${orphans.join(', ')}\n`,
    );
  }
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`visual: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
