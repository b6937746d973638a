/**
 * The story screenshots: every story test (vitest, projects `storybook*`) ends with a screenshot of the story,
 * compared with its baseline e2e/visual/__screenshots__/<story id>.png (.storybook/visual.setup.ts). This script
 * runs those tests and looks after the baselines:
 *
 *   node scripts/visual.mjs                     run the story tests; list baselines whose story is gone
 *   node scripts/visual.mjs --update            rewrite the baselines of the stories that changed (review the
 *                                               diff in git before committing), delete those of stories that
 *                                               no longer exist or are tagged no-visual
 *   node scripts/visual.mjs --update ui/Avatar  only the stories under these paths (nothing is deleted)
 *
 * A failed comparison writes the new picture and a diff to test-results/visual/.
 *
 * Hosted alternative: chromatic.config.json configures Chromatic (`npm run chromatic`) for a real deployment. It
 * needs network access to chromatic.com, the project id in that file and the secret CHROMATIC_PROJECT_TOKEN in
 * the environment, so it is not part of `npm test`.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, CHROMIUM_MISSING, findChromium, repoRoot, run } from './lib/run.mjs';

const BASELINES = path.join(repoRoot, 'e2e', 'visual', '__screenshots__');
const REPORT = path.join(repoRoot, 'test-results', 'vitest-visual.json');

function parseArgs(argv) {
  const update = argv.includes('--update') || argv.includes('-u');
  const rest = argv.filter((arg) => arg !== '--update' && arg !== '-u' && arg !== '--');
  const unknown = rest.filter((arg) => arg.startsWith('-'));
  if (unknown.length > 0)
    throw new Error(`visual: unknown option(s) ${unknown.join(' ')} (see this file's header)`);
  return { update, paths: rest };
}

/** Story ids photographed in the run (`meta.screenshot` is set by .storybook/visual.setup.ts). */
function photographed(report) {
  const ids = new Set();
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.meta?.screenshot === true && test.meta.storyId) ids.add(test.meta.storyId);
    }
  }
  return ids;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const chromium = findChromium();
  if (!chromium) {
    process.stderr.write(`visual: ${CHROMIUM_MISSING}\n`);
    return 2;
  }
  rmSync(REPORT, { force: true });
  const args = [
    'run',
    '--project',
    'storybook*',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORT}`,
    ...options.paths,
    // Last, and in its `=` form: Vitest's --update takes an optional value, so a path after it would be read
    // as that value and the run would cover every story.
    ...(options.update ? ['--update=all'] : []),
  ];
  const code = await run(bin('vitest'), args, { env: { CHROMIUM_PATH: chromium } });
  if (!existsSync(REPORT) || options.paths.length > 0) return code;

  const ids = photographed(JSON.parse(readFileSync(REPORT, 'utf8')));
  const orphans = readdirSync(BASELINES).filter(
    (file) => file.endsWith('.png') && !ids.has(file.slice(0, -'.png'.length)),
  );
  if (orphans.length === 0) return code;
  if (options.update && code === 0) {
    for (const file of orphans) rmSync(path.join(BASELINES, file));
    process.stdout.write(`visual: deleted ${orphans.length} baseline(s) without a photographed story\n`);
  } else {
    process.stdout.write(
      `visual: ${orphans.length} baseline(s) without a photographed story (--update deletes them): ${orphans.join(', ')}\n`,
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
