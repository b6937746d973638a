import { PERMISSIONS } from '@lib/permissions';
import { db } from '@mocks/db';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { RANK_IDS } from '@mocks/seed';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { AnnouncementPage } from './AnnouncementPage';

const SETTINGS = '/api/client/settings';
/** The announcement's own key: the page reads it (GET) and saves it (POST). */
const SAVE = '/api/client/settings/currentAnnouncement';
const READ = SAVE;

/** Bodies the page sent to the fake backend (a resolver that returns nothing passes the request on). */
const sent: unknown[] = [];
const spyOnSave = () =>
  http.post(`*${SAVE}`, async ({ request }) => {
    sent.push(await request.clone().json());
  });

/** The paths of the settings reads (GET) the page sent; a resolver that returns nothing passes them on. */
const reads: string[] = [];
const countReads = http.get(`*${SETTINGS}*`, ({ request }) => {
  reads.push(new URL(request.url).pathname);
});

const HOSTILE =
  '**still bold** <script>window.__xss=1</script> <img src=x onerror="window.__xss=1"> ' +
  '[click](javascript:window.__xss=1) <iframe srcdoc="x"></iframe> ';

const stored = () => db.settings.get('currentAnnouncement') as Record<string, unknown>;

const meta = preview.meta({
  title: 'Features/SiteSettings/AnnouncementPage',
  component: AnnouncementPage,
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
          '`/staff/admin/site-management/announcement` (Manage settings or Manage announcement): the banner at the top of every public page. Show it or not, its style, a title (kept, not shown) and the markdown text, with a live preview through the site’s own banner and a character count. Publishing asks first, then updates the banner at once in every tab of the browser.',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const Editing = meta.story({
  parameters: {
    docs: {
      description: { story: 'The current announcement in the form, and the banner as visitors see it.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: /Show the banner/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Info' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Welcome');
    await expect(canvas.getByRole('textbox', { name: /^Announcement/ })).toHaveValue(
      String(stored().content),
    );
    const banner = canvas.getByRole('region', { name: 'Announcement' });
    await expect(await within(banner).findByText('Welcome')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'ordering guide' })).toBeVisible();
    await expect(canvas.getByText(/^\d+ characters$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
});

export const LivePreview = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'The preview and the count follow the typing; the style changes the banner’s colour.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: /^Announcement/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Kitchen **closed** tonight');
    const banner = canvas.getByRole('region', { name: 'Announcement' });
    await expect(await within(banner).findByText('closed')).toBeVisible();
    await expect(canvas.getByText('26 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Warning' }));
    await waitFor(() => expect(banner).toHaveAttribute('data-tone', 'warning'));
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeEnabled();
  },
});

export const Publish = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Publish asks first; on confirmation the setting is saved (`POST /settings/currentAnnouncement {val}`), a toast says so, and the form starts again from what was published.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnSave());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const text = await canvas.findByRole('textbox', { name: /^Announcement/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Maintenance at **22:00 UTC**.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Danger' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Publish the announcement?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expectToast(page, 'The announcement is published');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(sent).toEqual([
      { val: { enabled: true, type: 'danger', title: 'Welcome', content: 'Maintenance at **22:00 UTC**.' } },
    ]);
    await expect(stored()).toMatchObject({ type: 'danger', content: 'Maintenance at **22:00 UTC**.' });
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(text).toHaveValue('Maintenance at **22:00 UTC**.');
  },
});

export const Hide = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Switching the banner off and saving hides it everywhere; the text is kept for next time.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('switch', { name: /Show the banner/ }));
    await expect(canvas.getByText('The banner is off: visitors will not see this.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the banner' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Hide the announcement?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Hide the banner' }));
    await expectToast(page, 'The announcement is hidden');
    await expect(stored()).toMatchObject({ enabled: false, title: 'Welcome' });
    await expect(String(stored().content)).toContain('Welcome');
  },
});

export const NeedsText = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A banner that shows needs text (an empty one would say “Announcement could not be fetched”): nothing is asked or sent.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnSave());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.clear(await canvas.findByRole('textbox', { name: /^Announcement/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Write the announcement before showing it')).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(sent).toHaveLength(0);
  },
});

export const CancelKeepsTyping = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Cancel in the question sends nothing; Undo changes goes back to what is stored.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnSave());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' back');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Publish the announcement?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(title).toHaveValue('Welcome back');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo changes' }));
    await expect(title).toHaveValue('Welcome');
    await expect(sent).toHaveLength(0);
  },
});

export const AnnouncerOnly = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story: 'Someone with Manage announcement but not Manage settings publishes like anyone else.',
      },
    },
  },
  beforeEach: () => {
    db.ranks.update(RANK_IDS.chef, (rank) => {
      rank.permissions |= PERMISSIONS.MANAGE_ANNOUNCEMENT;
    });
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Hello chefs');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Publish the announcement?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expectToast(page, 'The announcement is published');
    await expect(stored()).toMatchObject({ title: 'Hello chefs' });
  },
});

export const Refused = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'The server says no: its message in the question, which stays open; what was typed stays.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', SAVE, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Publish the announcement?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The announcement was not saved');
    await expect(alert).toHaveTextContent('You do not have permission to do that');
    await expect(title).toHaveValue('Welcome!');
  },
});

export const NeverInitialised = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'A server whose settings were never created refuses every write, in its own words.',
      },
    },
  },
  beforeEach: () => {
    // Only the write sees an empty collection: the page has already read the map it shows.
    db.settings.delete('teamsEnabled');
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), '!');
    for (const key of [...db.settings.keys()]) db.settings.delete(key);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Publish the announcement?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Settings does not exist. Please initialise.',
    );
  },
});

export const StartsEmpty = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'No announcement stored yet (or the core’s placeholder “none”): an empty, hidden one to write.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', READ, 200, {
        value: '{"enabled":false,"title":"none","content":"none","type":"info"}',
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: /Show the banner/ })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Announcement/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    await expect(canvas.getByText('0 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
});

export const NeverStored = meta.story({
  // The same picture as StartsEmpty.
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story: 'The key was never stored (404 `settings_not_found`): an empty, hidden announcement to write.',
      },
    },
  },
  beforeEach: () => {
    db.settings.delete('currentAnnouncement');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: /Show the banner/ })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Announcement/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
});

export const ReadsItsOwnKey = meta.story({
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'Opening the page reads the announcement by its key (`GET /settings/currentAnnouncement`), so the form starts from the server’s current value; the whole settings map, loaded at start-up, is not read again.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    reads.length = 0;
    msw.use(countReads);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Announcement/ })).toHaveValue(
      (stored().content as string) ?? '',
    );
    await expect(reads).toEqual(['/api/client/settings/currentAnnouncement']);
  },
});

export const HostileMarkdown = meta.story({
  // A picture of 50,000 characters says nothing the checks below do not (and weighs a megabyte).
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'Scripts, event handlers, `javascript:` links, raw HTML and 50,000 characters: the preview drops the HTML, keeps link text as text, and the page keeps its layout.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const text = await canvas.findByRole('textbox', { name: /^Announcement/ });
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste(HOSTILE + 'x'.repeat(50_000 - HOSTILE.length));
    await expect(await canvas.findByText(/^50,000 characters/)).toBeVisible();
    await expect(canvas.getByText(/a long banner pushes every page down/)).toBeVisible();
    const banner = canvas.getByRole('region', { name: 'Announcement' });
    await expect(await within(banner).findByText('still bold')).toBeVisible();
    await expect(banner.querySelectorAll('script, img, iframe')).toHaveLength(0);
    await expect(within(banner).queryByRole('link', { name: 'click' })).toBeNull();
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'On a phone the preview follows the form.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Preview' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', READ));
  },
  parameters: { docs: { description: { story: 'The announcement is on its way.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the announcement')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', READ, 'Down', { once: true }));
  },
  parameters: {
    docs: { description: { story: 'The announcement failed to load; “Try again” works here.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The announcement could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('textbox', { name: /^Announcement/ })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', READ));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});
