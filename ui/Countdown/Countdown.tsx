import { plural } from '@lib/format';
import { DAY, HOUR, MINUTE, SECOND, useNow } from '@lib/time';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Countdown.module.css';

/** Whole units left: days (unbounded), hours 0–23, minutes and seconds 0–59. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left (rounded down); zero for no time left or junk input. */
export function countdownParts(msLeft: number): CountdownParts {
  const ms = Number.isFinite(msLeft) && msLeft > 0 ? msLeft : 0;
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
  };
}

const UNITS = [
  ['days', 'day', 'Days'],
  ['hours', 'hour', 'Hours'],
  ['minutes', 'minute', 'Minutes'],
  ['seconds', 'second', 'Seconds'],
] as const;

/** “2 days, 1 hour, 0 minutes, 5 seconds”: the spoken form of the time left. */
export function countdownLabel(parts: CountdownParts): string {
  return UNITS.map(([key, unit]) => plural(parts[key], unit)).join(', ');
}

const pad = (value: number) => String(value).padStart(2, '0');

export interface CountdownProps {
  /** The moment counted down to. */
  target: Date;
  /** What the countdown is for: “Countdown to {event}”. “Christmas” by default. */
  event?: string;
  /** Shown once the target has passed; without it the countdown disappears. */
  doneMessage?: ReactNode;
  /** One small line for a header bar (“Christmas in 12d 05h 30m 15s”) instead of the card. */
  compact?: boolean;
  /** Clock in ms (for stories and tests). `Date.now` by default. */
  now?: () => number;
}

/** A festive countdown that ticks every second (the “festive-countdown” preference). */
export function Countdown({
  target,
  event = 'Christmas',
  doneMessage,
  compact = false,
  now = Date.now,
}: CountdownProps) {
  const current = useNow(SECOND, { clock: now, until: target.getTime() });
  const msLeft = target.getTime() - current;
  const done = msLeft <= 0;

  if (done) {
    return doneMessage ? (
      <Paper className={classes.root} withBorder role="status">
        {doneMessage}
      </Paper>
    ) : null;
  }

  const parts = countdownParts(msLeft);
  const label = `Countdown to ${event}: ${countdownLabel(parts)}`;

  if (compact) {
    return (
      <Text component="div" size="sm" role="timer" aria-label={label} className={classes.compact}>
        <span aria-hidden>
          {event} in{' '}
          <strong className={classes.digits}>
            {parts.days}d {pad(parts.hours)}h {pad(parts.minutes)}m {pad(parts.seconds)}s
          </strong>
        </span>
      </Text>
    );
  }

  return (
    <Paper className={classes.root} withBorder role="timer" aria-label={label}>
      <Stack gap="xs" align="center" aria-hidden>
        <Text fw={600}>Countdown to {event}</Text>
        <Group gap="sm" justify="center">
          {UNITS.map(([key, , caption]) => (
            <div key={key} className={classes.unit} data-unit={key}>
              <Text className={`${classes.value} ${classes.digits}`}>{pad(parts[key])}</Text>
              <Text size="xs" c="dimmed">
                {caption}
              </Text>
            </div>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
