import { type CSSProperties, useMemo } from 'react';
import classes from './Snowfall.module.css';

/** One flake's place and motion. Percentages of the viewport, px and seconds. */
export interface Snowflake {
  /** Horizontal start, 0–100 % of the width. */
  left: number;
  /** Diameter, 2–7 px. */
  size: number;
  /** Seconds to fall the full height, 8–18 s. */
  duration: number;
  /** Negative start offset in seconds, so the screen is already snowy on the first frame. */
  delay: number;
  /** Sideways sway, −40 to 40 px. */
  drift: number;
  /** 0.4–1. */
  opacity: number;
}

/** Mulberry32: a tiny seeded random generator, so the same seed always gives the same snow. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** `count` flakes placed deterministically from `seed`. */
export function snowflakes(count: number, seed: number): Snowflake[] {
  const next = random(seed);
  const between = (min: number, max: number) => round(min + next() * (max - min));
  return Array.from({ length: Math.max(0, Math.floor(count)) }, () => {
    const duration = between(8, 18);
    return {
      left: between(0, 100),
      size: between(2, 7),
      duration,
      delay: -round(next() * duration),
      drift: between(-40, 40),
      opacity: between(0.4, 1),
    };
  });
}

export interface SnowfallProps {
  /** Show the snow (the “festive-snow” preference). On by default. */
  enabled?: boolean;
  /** Number of flakes. 60 by default. */
  count?: number;
  /** Seed of the flake positions: the same seed always gives the same picture. */
  seed?: number;
}

/** One flake's inline style (its place and motion as CSS variables). */
function flakeStyle(flake: Snowflake, left: number): CSSProperties {
  return {
    '--flake-left': `${left}%`,
    '--flake-size': `${flake.size}px`,
    '--flake-duration': `${flake.duration}s`,
    '--flake-delay': `${flake.delay}s`,
    '--flake-drift': `${flake.drift}px`,
    '--flake-opacity': flake.opacity,
  } as CSSProperties;
}

/**
 * Festive snow behind the page, in its margins: two strips, left and right of the widest content column (the
 * header's), below the header, on the decorations layer of the z-index scale, the lowest
 * (docs/architecture.md#layers-on-screen). So it never lies over anything a user reads or clicks, whatever the
 * page's layout (a full-width banner hides it), and is under every drawer, menu, dialog and toast; where the
 * screen has no margin (phones, narrow laptops) there is none. Purely decorative: hidden from
 * assistive technology, lets every click through, and does not render at all for people who prefer reduced
 * motion. The flakes of the left half of the width fall in the left strip, the others in the right one.
 */
export function Snowfall({ enabled = true, count = 60, seed = 2025 }: SnowfallProps) {
  const flakes = useMemo(() => snowflakes(count, seed), [count, seed]);
  if (!enabled) return null;
  const start = flakes.filter((flake) => flake.left < 50);
  const end = flakes.filter((flake) => flake.left >= 50);
  return (
    <div className={classes.overlay} aria-hidden data-snowfall>
      {[
        { side: 'start', list: start, offset: 0 },
        { side: 'end', list: end, offset: 50 },
      ].map(({ side, list, offset }) => (
        <div key={side} className={classes.margin} data-side={side}>
          {list.map((flake, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a seed; flakes never reorder
              key={index}
              className={classes.flake}
              style={flakeStyle(flake, (flake.left - offset) * 2)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
