import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import {
  createProgressTimer,
  PAGE_PROGRESS_DURATION_MS,
  PAGE_PROGRESS_FINISH_MS,
  PAGE_PROGRESS_THROTTLE_MS,
  PageProgressBar,
  type ProgressPhase,
} from './PageProgress';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );

describe('createProgressTimer', () => {
  let phases: ProgressPhase[];
  let timer: ReturnType<typeof createProgressTimer>;
  const last = () => phases.at(-1) ?? 'idle';

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
    timer = createProgressTimer((phase) => phases.push(phase));
  });
  afterEach(() => {
    timer.dispose();
    vi.useRealTimers();
  });

  it('uses its constants: 200 ms throttle, 5000 ms duration', () => {
    expect(PAGE_PROGRESS_THROTTLE_MS).toBe(200);
    expect(PAGE_PROGRESS_DURATION_MS).toBe(5000);
  });

  it('never shows a transition quicker than the throttle', () => {
    timer.start();
    vi.advanceTimersByTime(199);
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual(['waiting', 'idle']);
  });

  it('shows a slower transition at 200 ms, then completes and goes when it ends', () => {
    timer.start();
    vi.advanceTimersByTime(199);
    expect(last()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(last()).toBe('loading');
    vi.advanceTimersByTime(1000);
    expect(last()).toBe('loading');
    timer.stop();
    expect(last()).toBe('done');
    vi.advanceTimersByTime(PAGE_PROGRESS_FINISH_MS - 1);
    expect(last()).toBe('done');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['waiting', 'loading', 'done', 'idle']);
  });

  it('completes on its own 5000 ms after the start, and stays hidden while the transition is still pending', () => {
    timer.start();
    vi.advanceTimersByTime(4999);
    expect(last()).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(last()).toBe('done');
    vi.advanceTimersByTime(PAGE_PROGRESS_FINISH_MS);
    expect(last()).toBe('waiting');
    vi.advanceTimersByTime(60_000);
    expect(phases).toEqual(['waiting', 'loading', 'done', 'waiting']);
    timer.stop();
    expect(last()).toBe('idle');
  });

  it('ignores a second start while pending: the cap counts from the first', () => {
    timer.start();
    vi.advanceTimersByTime(3000);
    timer.start();
    vi.advanceTimersByTime(2000);
    expect(last()).toBe('done');
  });

  it('starts afresh for the next transition, even while the previous bar fades', () => {
    timer.start();
    vi.advanceTimersByTime(500);
    timer.stop();
    expect(last()).toBe('done');
    timer.start();
    expect(last()).toBe('waiting');
    vi.advanceTimersByTime(PAGE_PROGRESS_FINISH_MS);
    expect(last()).toBe('loading');
  });

  it('does nothing more once disposed', () => {
    timer.start();
    timer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(phases).toEqual(['waiting']);
  });
});

describe('PageProgressBar', () => {
  it('is a named, busy progress bar without a value while loading', () => {
    const html = render(<PageProgressBar phase="loading" label="Loading page" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Loading page"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-phase="loading"');
    expect(html).not.toContain('aria-valuenow');
  });

  it('is full and no longer busy when done', () => {
    const html = render(<PageProgressBar phase="done" label="Loading page" />);
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('data-phase="done"');
  });
});
