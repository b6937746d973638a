import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { ProfilePage } from './ProfilePage';

/** One user's read (a bare `:id` would also catch the persona's own `@me`). */
const user = (id: string) => `*/api/v3/users/${id}`;
const CHEF = user(PERSONAS.chef.userId);
const HISTORY = '*/api/client/users/:id/rank-history';
const WARNINGS = '*/api/client/users/:id/warnings';
const FEEDBACK = '*/api/client/users/:id/order-feedback';

const section = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name }));

const meta = preview.meta({
  title: 'Features/Profiles/ProfilePage',
  component: ProfilePage,
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
          '`/users/{id}` (public): a profile by user id, `@me` or vanity name. Avatar, names, pronouns, ranks as badges, perks, team, order statistics and the account’s creation date for everyone; rank history, warnings and order feedback for the user themselves and holders of MANAGE_USERS, who may also edit it.',
      },
    },
  },
});

export const OwnProfile = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The chef on `/users/@me`: their ranks and team, the rank history (Trainee → Chef), an expired warning, the feedback customers left, and “Edit profile”.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sam Sizzle', level: 1 })).toBeVisible();
    await expect(canvas.getByText('@sizzle.sam · He/Him')).toBeVisible();
    await expect(within(await canvas.findByRole('list', { name: 'Ranks' })).getByText('Chef')).toBeVisible();
    await expect(canvas.getByText(/^Account created \d+ \w+ \d{4}$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/users/@me/manage',
    );
    const orders = section(canvas, 'Orders');
    await expect(orders.getByText('612')).toBeVisible();
    await expect(await orders.findByText('Team Sizzle')).toBeVisible();

    const history = section(canvas, 'Rank history');
    const changes = within(await history.findByRole('list', { name: 'Rank changes, newest first' }));
    const items = changes.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/Rank: Trainee→Rank: Chef/);
    await expect(items[1]).toHaveTextContent(/No rank→Rank: Trainee/);

    const warnings = section(canvas, 'Warnings');
    await expect(await warnings.findByText('Claimed an order and left it for 20 minutes.')).toBeVisible();
    await expect(warnings.getByText('Expired')).toBeVisible();
    await expect(
      await section(canvas, 'Order feedback').findByRole('list', { name: 'Order feedback, newest first' }),
    ).toBeVisible();
  },
});

export const SomeoneElsesProfile = meta.story({
  args: { id: PERSONAS.chef.userId },
  parameters: {
    persona: 'courier',
    docs: {
      description: {
        story:
          'A courier looks at the chef: the public profile only, no private sections and no edit button.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sam Sizzle', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Rank history' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Warnings' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit profile' })).toBeNull();
  },
});

export const ByVanityName = meta.story({
  args: { id: 'ada' },
  parameters: {
    persona: null,
    docs: {
      description: {
        story:
          'An anonymous visitor opens `/users/ada`: the owner’s profile, found by vanity name, with her perks.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ada Okafor', level: 1 })).toBeVisible();
    const perks = within(canvas.getByRole('list', { name: 'Perks' }));
    await expect(perks.getByText('Feedback beta')).toBeVisible();
    // The owner rank gives FEEDBACK_BETA again: each perk shows once.
    await expect(perks.getAllByText('Feedback beta')).toHaveLength(1);
    await expect(canvas.queryByRole('region', { name: 'Warnings' })).toBeNull();
  },
});

export const ManagerSeesWarnings = meta.story({
  args: { id: PERSONAS.banned.userId },
  parameters: {
    persona: 'manager',
    docs: {
      description: {
        story:
          'A manager (MANAGE_USERS) opens the banned user: no ranks, the two warnings still in force, and “Edit profile” for someone else.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Toasty', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Ranks' })).toBeNull();
    const warnings = section(canvas, 'Warnings');
    const list = within(await warnings.findByRole('list', { name: 'Warnings, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getAllByText(/^Until /)).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      `/users/${PERSONAS.banned.userId}/manage`,
    );
  },
});

export const NoRanksNothingWritten = meta.story({
  args: { id: 'chloe' },
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story: 'A customer with no ranks and no perks: those parts say so, nothing is left blank.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', user('chloe'), 200, {
        user: {
          _id: '766441053864855047',
          username: 'crepe.chloe',
          displayName: 'Chloé',
          avatar: null,
          ranks: [],
          perks: null,
        },
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Chloé', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Ranks' })).toBeNull();
    await expect(canvas.getByText('No perks.')).toBeVisible();
    await expect(canvas.getByText('Nothing written here yet.')).toBeVisible();
  },
});

export const HostileText = meta.story({
  args: { id: '1112673831442113735' },
  parameters: {
    persona: 'customer',
    docs: {
      description: { story: 'Markup and a very long biography stay text and wrap inside the card.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', user('1112673831442113735'), 200, {
        user: {
          _id: '1112673831442113735',
          username: '<img src=x onerror=alert(1)>',
          displayName: '<b>Bold</b> name',
          avatar: null,
          information: {
            biography: `<script>alert(1)</script>${'a'.repeat(10_000)}`,
            favFood: '**not markdown**',
          },
        },
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: '<b>Bold</b> name', level: 1 })).toBeVisible();
    await expect(canvas.getByText('**not markdown**')).toBeVisible();
    await expect(canvas.getByText(/^<script>alert\(1\)<\/script>a+$/)).toBeVisible();
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
  },
});

export const NotFound = meta.story({
  args: { id: 'nobody-here' },
  parameters: {
    docs: {
      description: {
        story: 'No user has this id or vanity name (or the profile is hidden): the not-found state.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This user could not be found', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nobody here goes by “nobody-here”/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the team' })).toHaveAttribute('href', '/team');
  },
});

export const HiddenProfile = meta.story({
  args: { id: '596250058929400857' },
  parameters: {
    persona: 'customer',
    docs: { description: { story: 'Rae hides her profile: to anyone else it reads as not found.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This user could not be found' })).toBeVisible();
  },
});

export const SignedOutMe = meta.story({
  parameters: {
    persona: null,
    docs: {
      description: {
        story: '`/users/@me` without signing in: a way to the login page that comes back here.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log in to see your profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fusers%2F%40me',
    );
  },
});

export const PrivateSectionsEmpty = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: { story: 'The customer’s own profile: no rank changes, no warnings, no feedback yet.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No rank changes' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No warnings' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No feedback yet' })).toBeVisible();
  },
});

export const PrivateSectionsFail = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Each private section loads on its own: one failing or refused does not take the profile down.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      serverError('GET', HISTORY, 'Down'),
      respondWith('GET', WARNINGS, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
      malformed('GET', FEEDBACK),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sam Sizzle', level: 1 })).toBeVisible();
    await expect(
      await section(canvas, 'Rank history').findByText('The rank history could not be loaded.'),
    ).toBeVisible();
    await expect(
      await section(canvas, 'Warnings').findByText('The warnings are not open to you'),
    ).toBeVisible();
    await expect(
      await section(canvas, 'Order feedback').findByText('The order feedback could not be loaded.'),
    ).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', CHEF));
  },
  parameters: { docs: { description: { story: 'No answer yet: a skeleton of the profile after 200 ms.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the profile')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', CHEF, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The profile failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The profile could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Sam Sizzle', level: 1 })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', CHEF, { user: { nope: true } }));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'The own profile on a phone: the cards stack.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sam Sizzle', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Rank changes, newest first' })).toBeVisible();
  },
});
