import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Countdown } from './Countdown';

const CHRISTMAS = new Date('2026-12-25T00:00:00Z');
/** 12 days, 5 hours, 30 minutes and 15 seconds before Christmas. */
const FIXED_NOW = CHRISTMAS.getTime() - ((12 * 24 + 5) * 3600 + 30 * 60 + 15) * 1000;

/**
 * A clock that starts at `start` on its first reading and then runs in real time. It measures with
 * `performance.now()`, which keeps running where the story tests pin the date.
 */
function clockFrom(start: number): () => number {
  let origin: number | undefined;
  return () => {
    origin ??= performance.now();
    return start + performance.now() - origin;
  };
}

const meta = preview.meta({
  title: 'UI/Countdown',
  component: Countdown,
  args: { target: CHRISTMAS, event: 'Christmas', now: () => FIXED_NOW },
  parameters: {
    docs: {
      description: {
        component:
          'A festive countdown (the “festive-countdown” preference): days, hours, minutes and seconds to an event, ' +
          'ticking every second. Screen readers get the whole time in words. After the event it shows a message, ' +
          'or disappears when there is none. Stories freeze the clock so they always look the same.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'Twelve days to go (clock frozen).' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(
      'Countdown to Christmas: 12 days, 5 hours, 30 minutes, 15 seconds',
    );
    await expect(canvas.getByText('12')).toBeVisible();
  },
});

export const Ticking = meta.story({
  args: { now: clockFrom(FIXED_NOW) },
  // Its seconds depend on when the picture is taken: Default shows the same countdown frozen.
  tags: ['no-visual'],
  parameters: { docs: { description: { story: 'A running clock: the seconds go down.' } } },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    const before = timer.getAttribute('aria-label');
    await waitFor(() => expect(timer.getAttribute('aria-label')).not.toBe(before), { timeout: 2500 });
    await expect(timer).toHaveAccessibleName(
      /^Countdown to Christmas: 12 days, 5 hours, 30 minutes, \d+ seconds$/,
    );
  },
});

export const FinalSeconds = meta.story({
  args: { now: () => CHRISTMAS.getTime() - 9000 },
  parameters: { docs: { description: { story: 'Nine seconds left: zeros are padded.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(
      'Countdown to Christmas: 0 days, 0 hours, 0 minutes, 9 seconds',
    );
    await expect(canvas.getByText('09')).toBeVisible();
  },
});

export const Finished = meta.story({
  args: { now: () => CHRISTMAS.getTime() + 1000, doneMessage: 'Merry Christmas from the whole kitchen!' },
  parameters: { docs: { description: { story: 'After the event, with a message.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Merry Christmas from the whole kitchen!');
  },
});

export const FinishedSilently = meta.story({
  args: { now: () => CHRISTMAS.getTime() },
  parameters: { docs: { description: { story: 'After the event without a message: nothing is shown.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
});

export const Compact = meta.story({
  args: { compact: true },
  parameters: { docs: { description: { story: 'One small line, for the header bar.' } } },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveAccessibleName(
      'Countdown to Christmas: 12 days, 5 hours, 30 minutes, 15 seconds',
    );
    await expect(timer).toHaveTextContent('Christmas in 12d 05h 30m 15s');
  },
});
