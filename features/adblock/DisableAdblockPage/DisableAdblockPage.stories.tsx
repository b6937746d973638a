import { ADBLOCK_MANIFEST_PATH } from '@mocks/ads/handlers';
import { ADBLOCK_MANIFEST } from '@mocks/ads/rules';
import { loading, malformed, networkError, serverError } from '@mocks/scenarios';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { BUILT_IN_INSTRUCTIONS } from '../model';
import { DisableAdblockPage } from './DisableAdblockPage';

/**
 * The manifest's URL: the demo's same-origin path, with a query per story that keeps SWR's cache apart (the
 * overrides match the path, whatever the query).
 */
const MANIFEST = `*${ADBLOCK_MANIFEST_PATH}`;
const url = (story: string) => `${ADBLOCK_MANIFEST_PATH}?story=${story}`;

const PHONE = {
  viewport: {
    options: {
      phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
    },
  },
} as const;

const BUILT_IN_NOTE = 'The latest instructions could not be loaded, so these are the site’s own.';

const meta = preview.meta({
  title: 'Features/Adblock/DisableAdblockPage',
  component: DisableAdblockPage,
  args: { manifestUrl: url('loaded') },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/disable-your-adblocker` (public): how to allow ads on this site, step by step per browser, from the ' +
          'instruction manifest (`VITE_ADBLOCK_MANIFEST_URL`; the fake backend serves it in the demo). When the ' +
          'manifest cannot be read, the built-in instructions with a note.',
      },
    },
  },
});

export const ManifestLoaded = meta.story({
  parameters: { docs: { description: { story: 'The manifest’s browsers, each a section with its steps.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: ADBLOCK_MANIFEST.browsers[0]?.name }),
    ).toBeVisible();
    for (const browser of ADBLOCK_MANIFEST.browsers) {
      const section = canvas.getByRole('region', { name: browser.name });
      await expect(within(section).getAllByRole('listitem')).toHaveLength(browser.steps.length);
    }
    await expect(canvas.queryByText(BUILT_IN_NOTE)).toBeNull();
  },
});

export const ManifestLoadedOnPhone = meta.story({
  args: { manifestUrl: url('phone') },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...PHONE, docs: { description: { story: 'A 375 px phone: one column.' } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Chrome' });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
});

export const ManifestFailed = meta.story({
  args: { manifestUrl: url('failed') },
  beforeEach({ msw }) {
    msw.use(serverError('GET', MANIFEST));
  },
  parameters: { docs: { description: { story: 'The manifest answered 500: the built-in instructions.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(BUILT_IN_NOTE)).toBeVisible();
    for (const browser of BUILT_IN_INSTRUCTIONS)
      await expect(canvas.getByRole('region', { name: browser.name })).toBeVisible();
  },
});

export const ManifestUnreachable = meta.story({
  args: { manifestUrl: url('unreachable') },
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(networkError('GET', MANIFEST));
  },
  parameters: { docs: { description: { story: 'No answer at all: the built-in instructions.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(BUILT_IN_NOTE)).toBeVisible();
  },
});

export const ManifestMalformed = meta.story({
  args: { manifestUrl: url('malformed') },
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(malformed('GET', MANIFEST, { browsers: [{ name: 'Chrome' }, 'junk'] }));
  },
  parameters: {
    docs: { description: { story: 'A manifest with nothing usable: the built-in instructions.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(BUILT_IN_NOTE)).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { manifestUrl: url('loading') },
  beforeEach({ msw }) {
    msw.use(loading('GET', MANIFEST));
  },
  parameters: { docs: { description: { story: 'While the manifest loads.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the instructions')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Disable your ad blocker' })).toBeVisible();
  },
});
