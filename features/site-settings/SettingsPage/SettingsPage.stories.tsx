import { PERMISSIONS } from '@lib/permissions';
import { useSettings } from '@lib/site-data';
import { DAY } from '@lib/time';
import { Button } from '@mantine/core';
import { db } from '@mocks/db';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { RANK_IDS } from '@mocks/seed';
import { MALFORMED_TITLE } from '@ui/DataState';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { swrSettled, withSwrWatch } from '../../../.storybook/swr-settled';
import { SettingsPage } from './SettingsPage';

/** How many times the whole settings map was read (a resolver that returns nothing passes the request on). */
let mapReads = 0;
const countMapReads = http.get(`*${'/api/client/settings'}`, () => {
  mapReads += 1;
});

/** The site's start-up read of the settings; the page opens when the user asks, like a visit to it later. */
function AfterStartup() {
  const { settings } = useSettings();
  const [open, setOpen] = useState(false);
  if (!settings) return null;
  return open ? <SettingsPage /> : <Button onClick={() => setOpen(true)}>Open Site Settings</Button>;
}

const SETTINGS = '/api/client/settings';
const FLAGS = { newMenu: true, maxDailyOrders: 40 };
const HOSTILE_KEY = '<img src=x onerror="window.__xss=1">';

const meta = preview.meta({
  title: 'Features/SiteSettings/SettingsPage',
  component: SettingsPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'admin',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/staff/admin/settings` (Manage settings or Manage announcement): every site setting with its own control (teams on or off, the staff purge and its days, the daily special), the announcement with the way to its page, and any other key as JSON. Every change asks first and applies at once. Without Manage settings the page is read only.',
      },
    },
  },
  beforeEach: () => {
    db.settings.set('featureFlags', structuredClone(FLAGS));
  },
});

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Overview = meta.story({
  parameters: { docs: { description: { story: 'Every setting as it is stored.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Teams are on' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Special/ })).toHaveValue('Spicy miso ramen');
    await expect(canvas.getByRole('switch', { name: 'Purge inactive staff' })).toBeChecked();
    await expect(canvas.getByText('Shown')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit the announcement' })).toHaveAttribute(
      'href',
      '/staff/admin/site-management/announcement',
    );
    await expect(canvas.getByRole('textbox', { name: 'Value of featureFlags' })).toHaveValue(
      JSON.stringify(FLAGS, null, 2),
    );
    await expect(canvas.getByRole('button', { name: 'Save the special' })).toBeDisabled();
  },
});

export const TurnTeamsOff = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Turning teams off asks first; then the setting is saved and the switch follows.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Teams are on' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Turn teams off?' }));
    await expect(dialog.getByText(/stop counting towards their teams/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expectToast(page(canvasElement), 'Teams are now off');
    await expect(await canvas.findByRole('switch', { name: 'Teams are off' })).not.toBeChecked();
    await expect(db.settings.get('teamsEnabled')).toBe(false);
  },
});

export const TeamsCancelled = meta.story({
  parameters: { docs: { description: { story: 'Cancel leaves the switch as it was; nothing is sent.' } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Teams are on' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Turn teams off?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('switch', { name: 'Teams are on' })).toBeChecked();
    await expect(db.settings.get('teamsEnabled')).toBe(true);
  },
});

export const ChangeDailySpecial = meta.story({
  parameters: {
    docs: { description: { story: 'A new special, confirmed, saved with the time of the change.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const special = await canvas.findByRole('textbox', { name: /^Special/ });
    await userEvent.clear(special);
    await userEvent.type(special, '  Truffle gnocchi ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the special' }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Change the daily special?' }),
    );
    await expect(dialog.getByText('The daily special becomes “Truffle gnocchi”.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(page(canvasElement), 'The daily special is saved');
    const stored = db.settings.get('dailySpecial') as { item: string; lastUpdated: number };
    await expect(stored.item).toBe('Truffle gnocchi');
    await expect(Math.abs(stored.lastUpdated - Date.now())).toBeLessThan(60_000);
    await expect(await canvas.findByRole('textbox', { name: /^Special/ })).toHaveValue('Truffle gnocchi');
  },
});

export const DailySpecialTooLong = meta.story({
  parameters: {
    docs: { description: { story: 'More than 100 characters is refused before anything is asked.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const special = await canvas.findByRole('textbox', { name: /^Special/ });
    await userEvent.clear(special);
    await userEvent.click(special);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the special' }));
    await expect(await canvas.findByText('The special must be 100 characters or fewer')).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
});

export const PlanThePurge = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Clearing the last purge day and stopping the purge: the question repeats the days, then it is saved.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Purge inactive staff' }));
    await expect(canvas.getByText(/Saving this stops the purge/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the last purge day' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the staff purge' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Save the staff purge?' }));
    await expect(
      dialog.getByText(/The purge is off\. Next purge: \d+ \w+ \d{4}\. Last purge: not set\./),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(page(canvasElement), 'The staff purge is saved');
    await expect(db.settings.get('staffPurge')).toMatchObject({ enabled: false, lastPurgeDate: null });
  },
});

export const PurgeDaysOutOfOrder = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A next purge planned before the last one: Save says so under the next purge and asks nothing; ' +
          'changing either day takes the message away.',
      },
    },
  },
  beforeEach: () => {
    const last = Date.UTC(2026, 10, 20);
    db.settings.set('staffPurge', { enabled: true, nextPurgeDate: last - 2 * DAY, lastPurgeDate: last });
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const problem = 'The next purge must come after the last one';
    await userEvent.click(await canvas.findByRole('switch', { name: 'Purge inactive staff' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the staff purge' }));
    await expect(await canvas.findByText(problem)).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the last purge day' }));
    await waitFor(() => expect(canvas.queryByText(problem)).toBeNull());
  },
});

export const InvalidJson = meta.story({
  parameters: {
    docs: {
      description: { story: 'Text that is not JSON is refused with the reason; the text stays as typed.' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const value = await canvas.findByRole('textbox', { name: 'Value of featureFlags' });
    await userEvent.clear(value);
    await userEvent.type(value, '{{ newMenu: yes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save featureFlags' }));
    await expect(await canvas.findByText(/^This is not valid JSON: /)).toBeVisible();
    await expect(value).toHaveValue('{ newMenu: yes');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(db.settings.get('featureFlags')).toEqual(FLAGS);
  },
});

export const SaveJson = meta.story({
  parameters: { docs: { description: { story: 'Valid JSON is described in the question, then saved.' } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const value = await canvas.findByRole('textbox', { name: 'Value of featureFlags' });
    await userEvent.clear(value);
    await userEvent.click(value);
    await userEvent.paste('{"newMenu": false, "maxDailyOrders": 50, "beta": ["ramen"]}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save featureFlags' }));
    // Cancel closes the question and keeps the text; asking again brings it back.
    const asked = within(await page(canvasElement).findByRole('dialog', { name: 'Change featureFlags?' }));
    await userEvent.click(asked.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(value).toHaveValue('{"newMenu": false, "maxDailyOrders": 50, "beta": ["ramen"]}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save featureFlags' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change featureFlags?' }));
    await expect(dialog.getByText(/featureFlags becomes an object with 3 fields/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(page(canvasElement), 'Saved featureFlags');
    await expect(db.settings.get('featureFlags')).toEqual({
      newMenu: false,
      maxDailyOrders: 50,
      beta: ['ramen'],
    });
  },
});

/** Saves featureFlags as `{"newMenu": false}` through the page (the flags' JSON box and its question). */
async function saveFlags(
  canvas: ReturnType<typeof within>,
  canvasElement: HTMLElement,
  userEvent: {
    clear: (e: Element) => Promise<void>;
    click: (e: Element) => Promise<void>;
    paste: (t: string) => Promise<void>;
  },
) {
  const value = await canvas.findByRole('textbox', { name: 'Value of featureFlags' });
  await userEvent.clear(value);
  await userEvent.click(value);
  await userEvent.paste('{"newMenu": false}');
  await userEvent.click(canvas.getByRole('button', { name: 'Save featureFlags' }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change featureFlags?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await expectToast(page(canvasElement), 'Saved featureFlags');
}

/** What a server that completes a value on write (here: keeps the old fields) stores. */
const COMPLETED = { newMenu: false, maxDailyOrders: 40 };

export const ShowsTheStoredValue = meta.story({
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'After a save the page shows the value the server says it stored (`updatedValue`), not the one it sent.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/client/settings/featureFlags', () => {
        db.settings.set('featureFlags', structuredClone(COMPLETED));
        return HttpResponse.json({ updatedValue: COMPLETED });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await saveFlags(canvas, canvasElement, userEvent);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Value of featureFlags' })).toHaveValue(
        JSON.stringify(COMPLETED, null, 2),
      ),
    );
  },
});

export const ReadsTheKeyWhenTheAnswerIsSilent = meta.story({
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'A save answered without `updatedValue` reads that one key again (`GET /settings/featureFlags`) and shows what is stored.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/client/settings/featureFlags', () => {
        db.settings.set('featureFlags', structuredClone(COMPLETED));
        return HttpResponse.json({ success: true });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await saveFlags(canvas, canvasElement, userEvent);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Value of featureFlags' })).toHaveValue(
        JSON.stringify(COMPLETED, null, 2),
      ),
    );
  },
});

export const HostileKeyAndValue = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'A key made of markup and a 10,000-character value stay text and keep the layout.',
      },
    },
  },
  beforeEach: () => {
    db.settings.set(HOSTILE_KEY, `<script>window.__xss=1</script>${'y'.repeat(10_000)}`);
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: HOSTILE_KEY })).toBeVisible();
    await expect(canvasElement.querySelectorAll('img, script')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: `Save ${HOSTILE_KEY}` })).toBeDisabled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
});

export const AnnouncerOnly = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'Manage announcement without Manage settings: the settings show, read only, with the way to the announcement.',
      },
    },
  },
  beforeEach: () => {
    db.ranks.update(RANK_IDS.chef, (rank) => {
      rank.permissions |= PERMISSIONS.MANAGE_ANNOUNCEMENT;
    });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'You may change the announcement only. The other settings need the Manage settings permission.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Teams are on' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Special/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Save/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Edit the announcement' })).toBeVisible();
  },
});

export const Refused = meta.story({
  parameters: {
    docs: { description: { story: 'The server says no: its words in the question, which stays open.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', '/api/client/settings/teamsEnabled', 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Teams are on' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Turn teams off?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The setting was not saved');
    await expect(alert).toHaveTextContent('You do not have permission to do that');
    await expect(canvas.getByRole('switch', { name: 'Teams are on' })).toBeChecked();
  },
});

export const NoOtherSettings = meta.story({
  parameters: { docs: { description: { story: 'Only the known settings exist.' } } },
  beforeEach: () => {
    db.settings.delete('featureFlags');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No other settings.')).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'On a phone the settings stack.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Teams' })).toBeVisible();
  },
});

export const ReusesTheStartupSettings = meta.story({
  tags: ['no-visual'],
  render: () => <AfterStartup />,
  decorators: [withSwrWatch],
  parameters: {
    docs: {
      description: {
        story:
          'The settings loaded at start-up are reused: opening the page shows them without reading them again.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    mapReads = 0;
    msw.use(countMapReads);
  },
  play: async ({ canvas, userEvent }) => {
    const open = await canvas.findByRole('button', { name: 'Open Site Settings' });
    await swrSettled();
    await userEvent.click(open);
    await expect(await canvas.findByRole('switch', { name: 'Teams are on' })).toBeChecked();
    await swrSettled();
    await expect(mapReads).toBe(1);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', SETTINGS));
  },
  parameters: { docs: { description: { story: 'The settings are on their way.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the settings')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', SETTINGS, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The settings failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The settings could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Teams' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', SETTINGS));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});
