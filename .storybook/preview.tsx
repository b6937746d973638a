// First: inside a docs page's story frame, the window's own cookies and storage before any site module runs.
import './docs-frame';
import { notifications } from '@mantine/notifications';
import { startMockBackend } from '@mocks/browser';
import { resetDb } from '@mocks/db';
import { clearGatewayLog } from '@mocks/gateway/rules';
import { signOut } from '@mocks/personas';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { UiProvider } from '@ui/theme';
// The site loads these with each page's code (vite.config.ts, `vd:page-styles`); stories render pages directly.
import '@ui/theme/mantine-pages.css';
import addonMsw from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { withPersona, withRouter } from './decorators';
import { docsParameters } from './docs';

// `findBy…` and `waitFor` give up after 5 s instead of 1 s. On a cold, busy CI machine the dev server's first
// transform of a lazy chunk (the announcement's markdown, a dialog) alone can take over a second; a check that
// passes still passes at once, and one that fails still fails.
configure({ asyncUtilTimeout: 5000 });

/**
 * Set by the story tests (.storybook/visual.setup.ts), which photograph every story: toasts then stay until the
 * screenshot is taken, however slow the machine, instead of leaving after 5 s. Read at render time, since the
 * test setup runs after this module loads.
 */
/** True in the story tests: Storybook's Vitest plugin defines this variable, Storybook itself does not. */
const inStoryTests = import.meta.env.VITEST_STORYBOOK !== undefined;

const keepToasts = () => (globalThis as { __VD_VISUAL__?: boolean }).__VD_VISUAL__ === true;

export default definePreview({
  // The fake backend's handlers are the initial handlers of every story; a story overrides one endpoint with
  // `beforeEach({ msw }) { msw.use(...) }` (see mocks/scenarios.ts), and the addon resets overrides after it.
  addons: [addonDocs(), addonA11y(), addonMsw(startMockBackend)],
  // Every story starts from the seed, anonymous and without toasts (their store outlives a story);
  // `parameters.persona` (withPersona) signs a demo persona in.
  beforeEach() {
    notifications.clean();
    resetDb();
    clearGatewayLog();
    signOut();
  },
  // Decorators run last-to-first: the providers wrap the persona session, which wraps the story router.
  decorators: [
    withRouter,
    withPersona,
    (Story) => (
      // A fresh SWR cache for every story: no data leaks between stories or docs entries.
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <UiProvider toastAutoClose={keepToasts() ? false : undefined}>
          <Story />
        </UiProvider>
      </SWRConfig>
    ),
  ],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    // A violation fails the story. In the story tests axe reports the violations in full and the rest (passes,
    // incomplete, inapplicable) with one node each (`resultTypes`): nothing reads those there, and building a
    // selector for every node checked was much of axe's time. Every rule still runs on every node. The
    // catalogue's accessibility panel keeps the full lists.
    a11y: { test: 'error', ...(inStoryTests ? { options: { resultTypes: ['violations'] } } : {}) },
    // Snapshots taken with reduced motion, like the local visual suite, so no dialog is caught mid-transition.
    chromatic: { prefersReducedMotion: 'reduce' },
    options: { storySort: { order: ['Introduction', 'Design System', 'UI', 'Features', 'App', 'Flows'] } },
    // Docs pages in the site's dark theme; a story that needs its own fake backend, session or viewport renders
    // in a frame of its own there (./docs.tsx).
    docs: docsParameters,
  },
  tags: ['autodocs'],
});
