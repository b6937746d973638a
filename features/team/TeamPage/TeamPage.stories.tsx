import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { TeamPage } from './TeamPage';

const TEAM = '/api/client/users/team';

/** The names of a rank's member cards, in the order shown. */
const membersOf = (canvas: HTMLElement, rank: string) => {
  const section = within(canvas).getByRole('region', { name: rank });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
};

const meta = preview.meta({
  title: 'Features/Team/TeamPage',
  component: TeamPage,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/team`, public: the staff ranks marked “shown on the team page”, most senior first, each with its members (avatar, name, the rank’s badge) in alphabetical order, the section edged in the rank’s colour. Loaded once and reused. Ranks nobody holds are left out.',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: {
    docs: {
      description: { story: 'An anonymous visitor sees every shown rank, Owner first, and its members.' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Owner', level: 2 })).toBeVisible();
    const ranks = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(ranks).toEqual([
      'Owner',
      'Administrator',
      'Manager',
      'Head Chef',
      'Chef',
      'Delivery Driver',
    ]);
    await expect(membersOf(canvasElement, 'Chef')).toEqual(['Kofi', 'Nora', 'Sam Sizzle']);
    const chefs = within(canvas.getByRole('region', { name: 'Chef' }));
    await expect(chefs.getByText('3 members')).toBeVisible();
    // The avatar is beside the name, so screen readers skip it.
    await expect(canvasElement.querySelector('img[alt="Sam Sizzle"]')).toBeVisible();
    await expect(chefs.queryByRole('img', { name: 'Sam Sizzle' })).toBeNull();
    await expect(chefs.getAllByText('Rank:', { exact: false })).toHaveLength(3);
    // Trainees and supporters are not on the team page.
    await expect(canvas.queryByRole('heading', { name: 'Trainee' })).toBeNull();
    await expect(canvas.queryByText('You')).toBeNull();
  },
});

export const SignedInMember = meta.story({
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'A signed-in chef finds their own card marked “You”, edged in orange.' } },
  },
  play: async ({ canvas }) => {
    const chefs = within(await canvas.findByRole('region', { name: 'Chef' }));
    const own = chefs.getByText('Sam Sizzle').closest('li') as HTMLElement;
    await expect(within(own).getByText('You')).toBeVisible();
    await expect(own).toHaveAttribute('data-you', 'true');
    await expect(canvas.getAllByText('You')).toHaveLength(1);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: { description: { story: 'A phone (375 px): two member cards per row, long names wrap.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Owner', level: 2 })).toBeVisible();
    await expect(canvasElement.querySelector('img[alt="Ada Okafor"]')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', TEAM));
  },
  parameters: {
    docs: {
      description: { story: 'No answer yet: after a short delay (200 ms), a skeleton of member cards.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the team')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Meet the team', level: 1 })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', TEAM, 200, { team: [{ _id: '1', name: 'Owner', position: 8, users: [] }] }));
  },
  parameters: {
    docs: {
      description: {
        story: 'No shown rank has anyone in it (or no rank is shown): a message instead of empty headings.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No one is on the team page yet' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Owner' })).toBeNull();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', TEAM, 'Down', { once: true }));
  },
  parameters: {
    docs: { description: { story: 'The team failed to load; “Try again” asks once more (and works here).' } },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The team could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Owner', level: 2 })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', TEAM));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error with a retry, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The team could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
