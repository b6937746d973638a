import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import {
  PAGE_PROGRESS_DURATION_MS,
  PAGE_PROGRESS_FINISH_MS,
  PAGE_PROGRESS_THROTTLE_MS,
  PageProgress,
  type ProgressScheduler,
} from './PageProgress';

/**
 * A page transition on a clock the play function moves by hand, so every state is reached at an exact
 * moment and stays still for the screenshot: `navigate()` starts a transition, `resolve()` ends it,
 * `advance(ms)` moves the time and runs the bar's timers that fall due.
 */
class Transition implements ProgressScheduler {
  private now = 0;
  private pending = false;
  private nextId = 1;
  private jobs = new Map<number, { at: number; callback: () => void }>();
  private listeners = new Set<() => void>();

  setTimeout = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.jobs.set(id, { at: this.now + ms, callback });
    return id;
  };

  clearTimeout = (handle: never) => {
    this.jobs.delete(handle);
  };

  navigate = () => this.update(() => (this.pending = true));
  resolve = () => this.update(() => (this.pending = false));

  advance = (ms: number) =>
    this.update(() => {
      const end = this.now + ms;
      for (;;) {
        const due = [...this.jobs].filter(([, job]) => job.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        const [id, job] = due;
        this.jobs.delete(id);
        this.now = job.at;
        job.callback();
      }
      this.now = end;
    });

  reset = () => {
    this.now = 0;
    this.pending = false;
    this.jobs.clear();
  };

  view = () => ({ now: this.now, pending: this.pending });

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private update(change: () => void) {
    change();
    for (const listener of this.listeners) listener();
  }
}

/** The bar over a line that says where the clock stands (the story's own caption, not part of the bar). */
function TransitionDemo({ transition }: { transition: Transition }) {
  const [view, setView] = useState(transition.view);
  useEffect(() => transition.subscribe(() => setView(transition.view())), [transition]);
  return (
    <>
      <Text size="sm" c="dimmed">
        {`${view.now} ms · ${view.pending ? 'route pending' : 'no transition'}`}
      </Text>
      <PageProgress active={view.pending} scheduler={transition} />
    </>
  );
}

type Canvas = { findByText: (text: string) => Promise<HTMLElement> };

/** Waits until the page shows the clock at `now` (the bar's state of that moment is rendered with it). */
const at = (canvas: Canvas, now: number, pending: boolean) =>
  canvas.findByText(`${now} ms · ${pending ? 'route pending' : 'no transition'}`);

const meta = preview.meta({
  title: 'UI/PageProgress',
  component: PageProgress,
  parameters: {
    docs: {
      description: {
        component:
          `The page-loading bar: a thin orange bar along the top of the viewport while a page transition (route ` +
          `code, guards, loaders) is pending. A transition quicker than ${PAGE_PROGRESS_THROTTLE_MS} ms shows ` +
          `nothing; a slower one shows the bar, growing, until the route resolves, when it fills and fades ` +
          `(${PAGE_PROGRESS_FINISH_MS} ms). It never shows longer than ${PAGE_PROGRESS_DURATION_MS} ms after ` +
          'the transition started. Screen readers meet a busy progress bar named “Loading page”. With reduced ' +
          'motion the bar stands still. The stories move a clock by hand; the caption says where it stands.',
      },
    },
  },
});

const idle = new Transition();
export const Idle = meta.story({
  beforeEach: () => idle.reset(),
  render: () => <TransitionDemo transition={idle} />,
  parameters: { docs: { description: { story: 'No transition: nothing is shown.' } } },
  play: async ({ canvas }) => {
    idle.advance(10_000);
    await at(canvas, 10_000, false);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

const quick = new Transition();
export const QuickTransition = meta.story({
  beforeEach: () => quick.reset(),
  render: () => <TransitionDemo transition={quick} />,
  parameters: {
    docs: { description: { story: 'A route that resolves after 150 ms: the bar never shows.' } },
  },
  play: async ({ canvas }) => {
    quick.navigate();
    await at(canvas, 0, true);
    quick.advance(150);
    await at(canvas, 150, true);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    quick.resolve();
    await at(canvas, 150, false);
    quick.advance(PAGE_PROGRESS_DURATION_MS);
    await at(canvas, 150 + PAGE_PROGRESS_DURATION_MS, false);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

const slow = new Transition();
export const SlowTransition = meta.story({
  beforeEach: () => slow.reset(),
  render: () => <TransitionDemo transition={slow} />,
  parameters: {
    docs: {
      description: {
        story: `Still pending after ${PAGE_PROGRESS_THROTTLE_MS} ms: the bar shows and progresses (here at 1.2 s).`,
      },
    },
  },
  play: async ({ canvas }) => {
    slow.navigate();
    await at(canvas, 0, true);
    slow.advance(PAGE_PROGRESS_THROTTLE_MS - 1);
    await at(canvas, PAGE_PROGRESS_THROTTLE_MS - 1, true);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    slow.advance(1);
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(bar).toHaveAttribute('data-phase', 'loading');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    slow.advance(1000);
    await at(canvas, 1200, true);
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'data-phase',
      'loading',
    );
  },
});

const completes = new Transition();
export const Completes = meta.story({
  beforeEach: () => completes.reset(),
  render: () => <TransitionDemo transition={completes} />,
  parameters: {
    docs: {
      description: {
        story: `The route resolves at 800 ms: the bar fills, no longer busy, and fades out over ${PAGE_PROGRESS_FINISH_MS} ms (the picture is of the full bar).`,
      },
    },
  },
  play: async ({ canvas }) => {
    completes.navigate();
    await at(canvas, 0, true);
    completes.advance(800);
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('data-phase', 'loading');
    completes.resolve();
    await at(canvas, 800, false);
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('data-phase', 'done');
    await expect(bar).toHaveAttribute('aria-busy', 'false');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
});

const capped = new Transition();
export const CappedAtFiveSeconds = meta.story({
  beforeEach: () => capped.reset(),
  render: () => <TransitionDemo transition={capped} />,
  parameters: {
    docs: {
      description: {
        story: `A route still pending after ${PAGE_PROGRESS_DURATION_MS} ms: the bar completes and goes anyway, and stays away until the next transition.`,
      },
    },
  },
  play: async ({ canvas }) => {
    capped.navigate();
    await at(canvas, 0, true);
    capped.advance(PAGE_PROGRESS_DURATION_MS - 1);
    await at(canvas, PAGE_PROGRESS_DURATION_MS - 1, true);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-phase', 'loading');
    capped.advance(1);
    await at(canvas, PAGE_PROGRESS_DURATION_MS, true);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-phase', 'done');
    capped.advance(PAGE_PROGRESS_FINISH_MS);
    await at(canvas, PAGE_PROGRESS_DURATION_MS + PAGE_PROGRESS_FINISH_MS, true);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    capped.advance(60_000);
    await at(canvas, PAGE_PROGRESS_DURATION_MS + PAGE_PROGRESS_FINISH_MS + 60_000, true);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});
