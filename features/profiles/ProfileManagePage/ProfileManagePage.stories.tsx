import { PERSONAS } from '@mocks/personas';
import { loading, respondWith, serverError } from '@mocks/scenarios';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { ProfileManagePage } from './ProfileManagePage';

const CHEF = PERSONAS.chef.userId;
const userRead = (id: string) => `*/api/v3/users/${id}`;
const UPDATE = '*/api/client/users/:id';
const SYNC = '*/api/client/users/:id/sync-with-discord';

/** Bodies of the PATCHes a story sent on their way to the fake backend. */
const sent: unknown[] = [];
const spyOnUpdate = () =>
  http.patch(UPDATE, async ({ request }) => {
    sent.push(await request.clone().json());
  });

const meta = preview.meta({
  title: 'Features/Profiles/ProfileManagePage',
  component: ProfileManagePage,
  args: { id: '@me' },
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/users/{id}/manage` and `/users/manage`: edit a profile (your own, or anyone’s with MANAGE_USERS). About me, favourite food, time zone, up to three pronouns from the server’s list and hiding the profile are saved together, only what changed; Sync with Discord refreshes names and avatar once an hour, the wait shown; your own delivery message is a link away. Leaving with unsaved changes asks first (the route’s prompt).',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const EditOwnProfile = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The chef changes their favourite food and adds a pronoun: Save sends only those two fields, the toast confirms, and Save is off again.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnUpdate());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Edit your profile', level: 1 })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    const food = canvas.getByRole('textbox', { name: 'Favourite food' });
    await expect(food).toHaveValue('Smash burgers');
    await userEvent.clear(food);
    await userEvent.type(food, '  Tacos ');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'They/Them' }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expectToast(page, 'Your profile was saved');
    await expect(sent).toEqual([{ information: { favFood: 'Tacos', pronouns: ['He/Him', 'They/Them'] } }]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    await expect(canvas.getByRole('textbox', { name: 'Favourite food' })).toHaveValue('  Tacos ');
  },
});

export const Validation = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'At most three pronouns and 1000 characters about yourself: the form says so and sends nothing.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnUpdate());
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Edit your profile' });
    for (const pronoun of ['She/Her', 'They/Them', 'Any']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: pronoun }));
    }
    await expect(await canvas.findByText('Choose at most 3 pronouns')).toBeVisible();
    const about = canvas.getByRole('textbox', { name: 'About me' });
    await userEvent.click(about);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.tab();
    await expect(await canvas.findByText('About me must be 1000 characters or fewer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(sent).toHaveLength(0);
  },
});

export const SaveRefused = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'The server refuses the save: its message verbatim in the form, what was typed kept.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PATCH', UPDATE, 400, {
        statusCode: 400,
        code: 'invalid_body',
        message: 'Pronouns must be chosen from the list',
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Edit your profile' });
    const food = canvas.getByRole('textbox', { name: 'Favourite food' });
    await userEvent.clear(food);
    await userEvent.type(food, 'Ramen');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your changes were not saved');
    await expect(alert).toHaveTextContent('Pronouns must be chosen from the list');
    await expect(food).toHaveValue('Ramen');
  },
});

export const Sync = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Sync now: names and avatar refreshed, then the hour’s wait is shown and the button is off.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = within(await canvas.findByRole('region', { name: 'Sync with Discord' }));
    await userEvent.click(card.getByRole('button', { name: 'Sync now' }));
    await expectToast(page, 'Synced with Discord');
    await expect(await card.findByText('You can sync again in 60 minutes.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  },
});

export const SyncCooldown = meta.story({
  parameters: {
    docs: { description: { story: 'Synced a quarter of an hour ago: 45 minutes to wait.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', userRead(CHEF), 200, {
        user: {
          _id: CHEF,
          username: 'sizzle.sam',
          displayName: 'Sam Sizzle',
          avatar: '6175541086d4bb7609018c9d2828c780',
          ranks: [],
          settings: { nextSyncAllowed: Date.now() + 45 * 60_000 },
        },
      }),
    );
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Sync with Discord' }));
    await expect(await card.findByText('You can sync again in 45 minutes.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  },
});

export const SyncRefused = meta.story({
  parameters: {
    docs: { description: { story: 'The server refuses the sync: its message verbatim in a red toast.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PATCH', SYNC, 400, {
        statusCode: 400,
        code: 'sync_not_allowed',
        message: 'Sync is not allowed yet',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = within(await canvas.findByRole('region', { name: 'Sync with Discord' }));
    await userEvent.click(card.getByRole('button', { name: 'Sync now' }));
    await expectToast(page, 'Sync is not allowed yet');
    await expect(page.getByText('Could not sync with Discord')).toBeVisible();
  },
});

export const CourierWithOwnMessage = meta.story({
  parameters: {
    persona: 'courier',
    docs: {
      description: {
        story: 'A courier with the delivery message beta: a link to their own delivery message.',
      },
    },
  },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your delivery message' }));
    await expect(section.getByText('Your own message is used when you deliver an order.')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Change your delivery message' })).toHaveAttribute(
      'href',
      '/staff/delivery-messages/edit',
    );
  },
});

export const ManagerEditsSomeoneElse = meta.story({
  args: { id: CHEF },
  parameters: {
    persona: 'manager',
    docs: {
      description: {
        story: 'A manager (MANAGE_USERS) edits the chef: the title names them, no delivery message section.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Edit Sam Sizzle’s profile', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/users/${CHEF}`,
    );
    await expect(canvas.queryByRole('region', { name: 'Your delivery message' })).toBeNull();
  },
});

export const NotAllowed = meta.story({
  args: { id: CHEF },
  parameters: {
    persona: 'courier',
    docs: {
      description: { story: 'A courier opens the chef’s edit page: refused at once, nothing is loaded.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Editing this profile is not open to you', level: 1 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const NotFound = meta.story({
  args: { id: '12345678901234567' },
  parameters: {
    persona: 'manager',
    docs: { description: { story: 'No user has this id: the not-found state.' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This user could not be found', level: 1 }),
    ).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', userRead(CHEF)));
  },
  parameters: { docs: { description: { story: 'No answer yet: a skeleton after 200 ms.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the profile')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', userRead(CHEF), 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The profile failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The profile could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Edit your profile' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'The edit page on a phone.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit your profile' })).toBeVisible();
  },
});
