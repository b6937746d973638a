import { readdirSync } from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';
import viteConfig from './vite.config.ts';

/** Baselines of the story screenshots (.storybook/visual.setup.ts): one PNG per story id. */
const BASELINES = 'e2e/visual/__screenshots__';

const browser = {
  enabled: true,
  headless: true,
  // Reduced motion: Mantine (respectReducedMotion) then opens dialogs, menus and toasts at once, so a play
  // step never checks a dialog at opacity 0 and a screenshot never catches one mid-transition. The locale
  // and time zone are pinned, like the date (.storybook/visual.setup.ts), so no picture depends on the machine.
  provider: playwright({
    launchOptions: chromiumLaunchOptions(),
    contextOptions: {
      reducedMotion: 'reduce',
      colorScheme: 'dark',
      locale: 'en-US',
      timezoneId: 'UTC',
      deviceScaleFactor: 1,
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      // The setup names a shot after its story id with `--` written `__` (Vitest folds repeated dashes).
      resolveScreenshotPath: ({ arg, ext, root }: { arg: string; ext: string; root: string }) =>
        path.join(root, BASELINES, `${arg.replaceAll('__', '--')}${ext}`),
      resolveDiffPath: ({ arg, ext, root }: { arg: string; ext: string; root: string }) =>
        path.join(root, 'test-results', 'visual', `${arg.replaceAll('__', '--')}${ext}`),
    },
  },
};

/**
 * The story tests render with React's production build, as the site does: its development build (the dev server's
 * default; the catalogue keeps it) made each story about 12% dearer in CPU (three features' 113 stories: 82 CPU-s
 * against 72), and no test reads its warnings. Storybook then renders without `act`, as in a built catalogue. Three
 * places decide it: the bundled dependencies (React itself), our modules, and their JSX (`jsxDEV` calls, which the
 * production build does not have).
 */
const PRODUCTION_REACT = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  optimizeDeps: {
    rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } },
  },
  oxc: { jsx: { development: false } },
};

/** Story folders whose files run in a frame of their own (project `storybook-own-frame`). */
const OWN_FRAME = ['ui/Avatar'];

/** The story roots of .storybook/main.ts. */
const STORY_ROOTS = ['ui', 'features', 'app'];

/** What the story roots hold: every folder directly under them, and their own story files. */
function storyPlaces(): string[] {
  return STORY_ROOTS.flatMap((root) => [
    `${root}/*.stories.tsx`,
    ...readdirSync(path.join(import.meta.dirname, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${root}/${entry.name}/**`),
  ]);
}

/**
 * A project of story tests (Storybook's Vitest plugin: every story's play function, axe checks and screenshot) in
 * Chromium. One page per core (Vitest's default leaves one core idle): on 2 quiet cores the suite took 15 min on
 * one page and under 10 on two, and Chromium then keeps both cores busy, so more pages only slow each story down.
 * A story gets 60 s, not 15: on a loaded machine the longest forms (the form builder fills in a whole form) took
 * 17 s, and 37 s on a machine running three suites.
 */
function storyProject(name: string, test: { isolate: boolean; exclude: string[] }) {
  return {
    extends: true,
    ...PRODUCTION_REACT,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name,
      // Each project its own instance list: Vitest names the instance after the project in place.
      browser: { ...browser, instances: [{ browser: 'chromium' as const }] },
      setupFiles: ['./.storybook/visual.setup.ts'],
      maxWorkers: '100%',
      testTimeout: 60_000,
      // One retry, as in the e2e (playwright.config.ts): a story that fails twice fails the run; one that passes
      // on the retry is named under "Flaky" at the end of `npm test`, so its cause still gets found. Not for a
      // story without a baseline: its first attempt writes one, which the retry would then match.
      retry: { count: 1, condition: /^(?![\s\S]*No existing reference screenshot)/ },
      ...test,
    },
  };
}

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'node',
              // Every core: the unit files are CPU-bound and independent (79 s on one worker, 54 s on two).
              maxWorkers: '100%',
              // The files of a worker share their modules (`isolate: false`): each file imported its own copy of
              // the fake backend, zod and the rest, half of the step's time (32 s and 66 CPU-s before, 10 s and
              // 20 CPU-s after). A file starts from the state it needs: `setupMockServer` (mocks/testing.ts)
              // resets the fake backend before each test; files run in any order (`--sequence.shuffle.files`).
              isolate: false,
              include: ['{lib,ui,features,app,mocks,scripts}/**/*.test.{ts,tsx}'],
              setupFiles: ['./lib/test/setup-unit.ts'],
            },
          },
          // The story files of a page share its frame (`isolate: false`): Storybook's preview, Mantine and the
          // fake backend load once per page, not once per file (the step went from 7 min 13 s to 3 min 23 s).
          // Every story starts from the same state anyway (the preview's beforeEach: database, session, toasts;
          // a fresh SWR cache; the fake backend's handlers reset).
          storyProject('storybook', { isolate: false, exclude: OWN_FRAME.map((folder) => `${folder}/**`) }),
          // Stories whose images must fail to load: a frame keeps every image it has shown and never asks the
          // network for it again, so they get a frame of their own, as each file did before.
          storyProject('storybook-own-frame', {
            isolate: true,
            exclude: storyPlaces().filter((place) => !OWN_FRAME.some((folder) => place === `${folder}/**`)),
          }),
        ],
      },
    }),
  ),
);
