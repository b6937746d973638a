import { formatDayMonth } from '@lib/format';
import type { LeaveRequest } from '@lib/schemas/leave';
import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type Timeline, timelineOf, timelineSummary } from '../../model';
import classes from './LeaveTimeline.module.css';

export interface LeaveTimelineProps {
  requests: readonly LeaveRequest[];
  /** Midnight UTC of the first day shown. */
  from: number;
  /** How many days. */
  days: number;
  /** Now (ms), for the today line. */
  now: number;
}

const DAY_WIDTH = 10;

/**
 * Who is away when: a row per person with approved (filled) and pending (outlined) leave over the days shown,
 * today marked. Drawn by hand like the leaderboard's chart; screen readers get one image with a summary (the
 * list beside it has every request).
 */
export function LeaveTimeline({ requests, from, days, now }: LeaveTimelineProps) {
  const timeline = useMemo(() => timelineOf(requests, from, days, now), [requests, from, days, now]);
  const summary = timelineSummary(timeline);
  return (
    <figure className={classes.figure}>
      <figcaption>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </figcaption>
      <Group gap="md" className={classes.legend} aria-hidden>
        <span className={classes.legendItem} data-status="approved">
          Approved
        </span>
        <span className={classes.legendItem} data-status="pending">
          Pending
        </span>
        <span className={classes.legendItem} data-status="today">
          Today
        </span>
      </Group>
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen (WCAG 2.1.1). */}
      <section
        className={classes.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
        aria-label="Leave timeline, scrolls sideways"
      >
        <div role="img" aria-label={`Leave timeline. ${summary}`} className={classes.chart}>
          <DayHeader timeline={timeline} />
          {timeline.rows.length === 0 ? (
            <Text size="sm" c="dimmed" className={classes.none}>
              Nobody has approved or pending leave in these days.
            </Text>
          ) : (
            timeline.rows.map((row) => (
              <div key={row.userID} className={classes.row}>
                <span className={classes.name}>{row.name}</span>
                <svg
                  className={classes.track}
                  viewBox={`0 0 ${days * DAY_WIDTH} 10`}
                  preserveAspectRatio="none"
                  aria-hidden="true"
                >
                  {timeline.today >= 0 && (
                    <rect
                      className={classes.today}
                      x={timeline.today * DAY_WIDTH}
                      y="0"
                      width={DAY_WIDTH}
                      height="10"
                    />
                  )}
                  {row.bars.map((bar) => (
                    <rect
                      key={bar.id}
                      className={classes.bar}
                      data-status={bar.status}
                      x={bar.from * DAY_WIDTH + 0.5}
                      y="1.5"
                      width={(bar.to - bar.from + 1) * DAY_WIDTH - 1}
                      height="7"
                      rx="1.5"
                    />
                  ))}
                </svg>
              </div>
            ))
          )}
        </div>
      </section>
    </figure>
  );
}

function DayHeader({ timeline }: { timeline: Timeline }) {
  return (
    <div className={classes.row} aria-hidden>
      <span className={classes.name}>{formatDayMonth(timeline.days[0])}</span>
      <div className={classes.days} style={{ gridTemplateColumns: `repeat(${timeline.days.length}, 1fr)` }}>
        {timeline.days.map((day, index) => (
          <span key={day} className={classes.day} data-today={index === timeline.today || undefined}>
            {new Date(day).getUTCDate()}
          </span>
        ))}
      </div>
    </div>
  );
}
