import {
  announcementFingerprint,
  getPreferences,
  LAST_ANNOUNCEMENT_KEY,
  resetPreferences,
  setPreference,
} from '@lib/preferences';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { SiteAnnouncement } from './SiteAnnouncement';

const settingsWith = (currentAnnouncement: unknown) =>
  http.get('*/api/client/settings', () =>
    HttpResponse.json({ settings: { teamsEnabled: false, currentAnnouncement } }),
  );

/**
 * The banner has read the settings and rendered what they say: it has then remembered the announcement it got
 * (`rememberAnnouncement`, for the next visit's first paint): `fingerprint`, or 'none' when none is set.
 */
const settingsShown = (fingerprint: string | null) =>
  waitFor(() => expect(localStorage.getItem(LAST_ANNOUNCEMENT_KEY)).toBe(fingerprint ?? 'none'));

const meta = preview.meta({
  title: 'Features/Home/SiteAnnouncement',
  component: SiteAnnouncement,
  parameters: {
    docs: {
      description: {
        component:
          'The `currentAnnouncement` setting as a banner at the top of every page, when enabled. A visitor may dismiss it; the browser remembers that announcement (by a fingerprint of its style and text) and a new or changed one shows again.',
      },
    },
  },
  beforeEach: () => {
    resetPreferences();
    localStorage.removeItem(LAST_ANNOUNCEMENT_KEY);
    return () => {
      resetPreferences();
      localStorage.removeItem(LAST_ANNOUNCEMENT_KEY);
    };
  },
});

export const Enabled = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      settingsWith({ enabled: true, type: 'warning', content: '**Maintenance** tonight at 22:00 UTC.' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Maintenance')).toBeVisible();
  },
});

export const FromCacheStrings = meta.story({
  beforeEach: ({ msw }) => {
    // The core's whole-map cache read sends objects as JSON strings (docs/api/parsing.md#rules).
    msw.use(
      settingsWith(JSON.stringify({ enabled: true, type: 'info', content: 'Welcome to the **new** site!' })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('new')).toBeVisible();
  },
});

export const Disabled = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(settingsWith({ enabled: false, type: 'info', content: 'Hidden' }));
  },
  play: async ({ canvas }) => {
    await settingsShown(null);
    await expect(canvas.queryByText('Hidden')).toBeNull();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/client/settings', () =>
        HttpResponse.json({ statusCode: 500, message: 'Boom' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Announcement could not be fetched')).toBeVisible();
  },
});

const WELCOME = { enabled: true, type: 'info', content: 'Welcome to the **new** site!' };

export const Dismiss = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(settingsWith(WELCOME));
  },
  parameters: {
    docs: {
      description: {
        story: '“Dismiss announcement” puts the banner away and remembers this announcement in the browser.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('new')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss announcement' }));
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
    await expect(getPreferences().dismissedAnnouncement).toBe(
      announcementFingerprint(WELCOME.type, WELCOME.content),
    );
  },
});

export const AlreadyDismissed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(settingsWith(WELCOME));
    setPreference('dismissedAnnouncement', announcementFingerprint(WELCOME.type, WELCOME.content));
  },
  parameters: {
    docs: { description: { story: 'This announcement was dismissed on an earlier visit: no banner.' } },
  },
  play: async ({ canvas }) => {
    await settingsShown(announcementFingerprint(WELCOME.type, WELCOME.content));
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
  },
});

export const ChangedAfterDismissal = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      settingsWith({ ...WELCOME, content: 'Welcome to the **new** site! Orders are now twice as fast.' }),
    );
    setPreference('dismissedAnnouncement', announcementFingerprint(WELCOME.type, WELCOME.content));
  },
  parameters: {
    docs: {
      description: {
        story: 'An earlier announcement was dismissed; this one is new text, so it shows again.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('new')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss announcement' })).toBeVisible();
  },
});
