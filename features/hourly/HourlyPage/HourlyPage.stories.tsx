import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { HourlyPage } from './HourlyPage';

const CLAIM = '/api/client/users/hourly';
const ME = '*/api/v3/users/@me';
const MINUTE = 60_000;

/**
 * The page's own read of `@me`: the first request is the story persona signing in (it must succeed), so the
 * override answers from the second one on.
 */
const pageReadOfMe = (answer: () => Promise<Response | undefined> | Response | undefined) => {
  let seen = 0;
  return http.get(ME, () => {
    seen += 1;
    return seen === 1 ? undefined : answer();
  });
};

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

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      pageReadOfMe(async () => {
        await delay('infinite');
        return undefined;
      }),
    );
  },
  parameters: { docs: { description: { story: 'No answer yet: a skeleton named for screen readers.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your hourly reward')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Claim reward' })).toBeNull();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    let failed = false;
    msw.use(
      pageReadOfMe(() => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ statusCode: 500, message: 'Down for a moment' }, { status: 500 });
      }),
    );
  },
  parameters: {
    docs: {
      description: { story: 'The balance could not be read; “Try again” asks once more (and works here).' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('Your hourly reward could not be loaded: Down for a moment'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('12,500 VD')).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(pageReadOfMe(() => HttpResponse.json({ user: ['not a user'] })));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const UnknownBalance = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(pageReadOfMe(() => HttpResponse.json({ user: { _id: PERSONAS.customer.userId } })));
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

export const ClaimWithoutDetails = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('POST', CLAIM, 200, { success: true }));
  },
  parameters: {
    docs: {
      description: {
        story: 'A claim answered without the amount or the balance: the page reads the balance again.',
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
