import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { respondWith, serverError } from '@mocks/scenarios';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { HourlyPage } from './HourlyPage';

const CLAIM = '/api/client/users/hourly';
const ME = '*/api/v3/users/@me';
const MINUTE = 60_000;

/** How many times `@me` was read: the story persona signing in is the first (a resolver returning nothing passes on). */
let meReads = 0;
const countMeReads = http.get(ME, () => {
  meReads += 1;
});

/** Moves a persona's next hourly run to `ms` from the (pinned) present. */
const nextRunIn = (persona: 'customer' | 'chef', ms: number) =>
  db.users.update(PERSONAS[persona].userId, (doc) => {
    doc.statistics.nextHourlyRun = Date.now() + ms;
  });

/**
 * A clock that starts at the present on its first reading and then runs in real time: `performance.now()` keeps
 * running where the story tests pin `Date`.
 */
function runningClock(): () => number {
  let start: { date: number; origin: number } | undefined;
  return () => {
    start ??= { date: Date.now(), origin: performance.now() };
    return start.date + performance.now() - start.origin;
  };
}

const meta = preview.meta({
  title: 'Features/Hourly/HourlyPage',
  component: HourlyPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/hourly` (signed in): the balance, a live countdown to the next claim from `statistics.nextHourlyRun` (ticking each second, stopping at zero), Claim (disabled until then and while the claim runs), what was won and the new balance, and the server’s refusal in its own words. Story tests pin the date, so the countdown stands still in the pictures.',
      },
    },
  },
});

export const ReadyToClaim = meta.story({
  parameters: { docs: { description: { story: 'The customer’s reward is ready: Claim is open.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12,500 VD')).toBeVisible();
    await expect(canvas.getByText('Your hourly reward is ready.')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeEnabled();
  },
});

export const ReadyOnPhone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: { description: { story: 'A phone (375 px): the Claim button takes the whole width.' } },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Claim reward' });
    await expect(button).toBeEnabled();
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(250);
  },
});

export const CountingDown = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: { story: 'Claimed 35 minutes ago: the countdown shows 25 minutes and Claim waits.' },
    },
  },
  play: async ({ canvas }) => {
    const timer = await canvas.findByRole('timer');
    await expect(timer).toHaveAccessibleName('Next reward in 25 minutes');
    await expect(timer).toHaveTextContent('0:25:00');
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeDisabled();
  },
});

export const CountdownReachesZero = meta.story({
  args: { now: runningClock() },
  // Its seconds depend on when the picture would be taken; CountingDown shows the countdown frozen.
  tags: ['no-visual'],
  beforeEach: () => {
    nextRunIn('chef', 2000);
  },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story: 'A running clock, two seconds from the next claim: it ticks down, stops, and Claim opens.',
      },
    },
  },
  play: async ({ canvas }) => {
    const timer = await canvas.findByRole('timer');
    await expect(timer).toHaveTextContent(/^Next reward in0:00:0[12]$/);
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByText('Your hourly reward is ready.')).toBeVisible(), {
      timeout: 4000,
    });
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeEnabled();
  },
});

export const ClaimSucceeds = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Claim: one notice says what was won and the new balance (no toast repeats it), and the countdown to the next claim is an hour away.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Reward claimedYou won 250 VD. Your balance is now 12,750 VD.',
    );
    // Said once, in the notice: no toast repeats it.
    await expect(within(canvasElement.ownerDocument.body).getAllByText(/You won 250 VD/)).toHaveLength(1);
    await expect(canvas.getByText('12,750 VD')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Next reward in 1 hour');
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:00:00');
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeDisabled();
  },
});

export const ClaimInFlight = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`*${CLAIM}`, async () => {
        await delay('infinite');
      }),
    );
  },
  parameters: {
    docs: { description: { story: 'While the claim runs the button shows it and takes no second click.' } },
  },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Claim reward' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(canvas.getByText('12,500 VD')).toBeVisible();
  },
});

export const TooEarly = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The page still says “ready”, but the reward was claimed elsewhere meanwhile (another tab, the bot): the server’s refusal in its own words, then the countdown it reads again.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Claim reward' });
    nextRunIn('customer', 40 * MINUTE);
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The reward was not claimedYou have already claimed your hourly reward. You can claim it again in 40 minutes.',
    );
    await expect(await canvas.findByRole('timer')).toHaveTextContent('0:40:00');
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeDisabled();
    await expect(canvas.getByText('12,500 VD')).toBeVisible();
  },
});

export const ClaimServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', CLAIM, 'The reward service is resting'));
  },
  parameters: {
    docs: {
      description: {
        story: 'The claim fails: the server’s message as it wrote it; Claim stays open to try again.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reward service is resting');
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeEnabled();
    await expect(canvas.getByText('12,500 VD')).toBeVisible();
  },
});

export const UnknownBalance = meta.story({
  beforeEach: ({ msw }) => {
    // The session's user, as `@me` answered at sign-in.
    msw.use(http.get(ME, () => HttpResponse.json({ user: { _id: PERSONAS.customer.userId } })));
  },
  parameters: {
    docs: {
      description: {
        story:
          'A user without `money` or `statistics` (a new account): the balance is unknown, the reward ready.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unknown')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim reward' })).toBeEnabled();
  },
});

export const UsesTheSessionsUser = meta.story({
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'The balance and the next run are the session’s user’s (the current user is reused once loaded): the page reads no `@me` of its own, and a claim whose answer says the new balance and next run reads none either.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    meReads = 0;
    msw.use(countMeReads);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your balance is now 12,750 VD.');
    await expect(await canvas.findByRole('timer')).toHaveTextContent('1:00:00');
    await expect(meReads).toBe(1);
  },
});

export const ClaimWithoutDetails = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('POST', CLAIM, 200, { success: true }));
  },
  parameters: {
    docs: {
      description: {
        story: 'A claim answered without the amount or the balance: the session’s user is read again.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Reward claimed');
    // The override changed nothing on the fake backend, so the balance read again is the same.
    await expect(canvas.getByText('12,500 VD')).toBeVisible();
  },
});
