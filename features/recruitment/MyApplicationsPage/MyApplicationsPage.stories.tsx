import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { HOSTILE_LONG, HOSTILE_MARKUP, sampleApplication } from '../fixtures';
import { MyApplicationsPage } from './MyApplicationsPage';

const MINE = `/api/client/recruitment/${PERSONAS.customer.userId}/applications`;

const meta = preview.meta({
  title: 'Features/Recruitment/MyApplicationsPage',
  component: MyApplicationsPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/recruitment/applications` (signed in): your latest applications (the server sends the 10 newest), each with its form, when it was sent, its status tag and the decision’s reason, and a link to the whole application.',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: {
    docs: {
      description: { story: 'The demo customer: a Chef application on hold, a Kitchen Trainee one denied.' },
    },
  },
  play: async ({ canvas }) => {
    const chef = within((await canvas.findByRole('heading', { name: 'Chef' })).closest('li') as HTMLElement);
    await expect(chef.getByText('On Hold')).toBeVisible();
    await expect(chef.getByText(/We are full this month/)).toBeVisible();
    await expect(chef.getByRole('link', { name: 'View application for Chef' })).toHaveAttribute(
      'href',
      '/recruitment/applications/5990000000000002001',
    );
    const trainee = within(
      canvas.getByRole('heading', { name: 'Kitchen Trainee' }).closest('li') as HTMLElement,
    );
    await expect(trainee.getByText('Denied')).toBeVisible();
    // Newest first.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Chef',
      'Kitchen Trainee',
    ]);
  },
});

export const EveryStatus = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Pending (info), On Hold (warning), Accepted (success), Denied (danger), and a status the site does not know.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', MINE, 200, {
        applications: [0, 1, 2, 3, 7].map((status) =>
          sampleApplication({
            _id: `59900000000000090${status}0`,
            id: undefined,
            status,
            reason: status ? `Reason ${status}` : null,
          }),
        ),
      }),
    );
  },
  play: async ({ canvas }) => {
    for (const label of ['Pending', 'On Hold', 'Accepted', 'Denied', 'Unknown']) {
      await expect(await canvas.findByText(label)).toBeVisible();
    }
  },
});

export const HostileText = meta.story({
  parameters: {
    docs: {
      description: { story: 'A reason with markup and a 10,000 character word: text, and the layout holds.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', MINE, 200, {
        applications: [sampleApplication({ status: 3, reason: `${HOSTILE_MARKUP} ${HOSTILE_LONG}` })],
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/<img src=x/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const Empty = meta.story({
  parameters: {
    persona: 'courier',
    docs: { description: { story: 'Someone who never applied: a way to the recruitment page.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You have not applied yet' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', MINE));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your applications')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', MINE, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The list failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your applications could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Chef' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', MINE));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});
