/**
 * Design-token tables for the “Colors and Type” docs page (Colors.mdx), read from the real theme. Docs
 * pages render outside MantineProvider, so these use plain elements and resolved values.
 */
import { DEFAULT_THEME, type MantineColorsTuple, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** `calc(2.125rem * var(--mantine-scale))` → `2.125rem`; other values unchanged. */
const resolveRem = (value: string) => /([\d.]+rem)/.exec(value)?.[1] ?? value;
const toPx = (rem: string) => (rem.endsWith('rem') ? `${Number.parseFloat(rem) * 16}px` : rem);

/** Relative luminance of a #rrggbb colour, to label swatches in a readable colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: 8,
} as const;

function Scale({
  name,
  colors,
  note,
}: {
  name: string;
  colors: MantineColorsTuple;
  note?: (i: number) => string;
}) {
  return (
    <section style={{ marginBottom: 24 }}>
      <h3>{name}</h3>
      <div style={grid}>
        {colors.map((hex, index) => (
          <div key={hex} style={{ fontSize: 12 }}>
            <div
              style={{
                height: 56,
                borderRadius: 8,
                background: hex,
                color: luminance(hex) > 0.2 ? '#000' : '#fff',
                display: 'flex',
                alignItems: 'flex-end',
                padding: 6,
                boxSizing: 'border-box',
                fontWeight: 600,
              }}
            >
              {name}.{index}
            </div>
            <code>{hex}</code>
            {note?.(index) && <div>{note(index)}</div>}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The orange primary and dark scales, with the shades the dark scheme uses. */
export function ColorScales() {
  const primaryShade = typeof full.primaryShade === 'object' ? full.primaryShade.dark : full.primaryShade;
  return (
    <>
      <Scale
        name={full.primaryColor}
        colors={full.colors[full.primaryColor] ?? DEFAULT_THEME.colors.orange}
        note={(i) => (i === primaryShade ? 'primary (filled)' : '')}
      />
      <Scale
        name="dark"
        colors={full.colors.dark}
        note={(i) =>
          ({ 0: 'text', 2: 'dimmed text', 4: 'borders', 7: 'page background', 8: 'inset surfaces' })[i] ?? ''
        }
      />
    </>
  );
}

/** Headings h1–h6 and body sizes, each shown at its size with its values. */
export function TypeScale() {
  const headings = Object.entries(full.headings.sizes);
  const body = Object.entries(full.fontSizes);
  const cell = { padding: '6px 12px', textAlign: 'left', verticalAlign: 'middle' } as const;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontFamily: full.fontFamily }}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Sample</th>
          <th style={cell}>Size</th>
          <th style={cell}>Line height</th>
          <th style={cell}>Weight</th>
        </tr>
      </thead>
      <tbody>
        {headings.map(([token, { fontSize, lineHeight, fontWeight }]) => {
          const size = resolveRem(fontSize);
          const weight = fontWeight ?? full.headings.fontWeight;
          return (
            <tr key={token}>
              <td style={cell}>
                <code>{token}</code>
              </td>
              <td style={{ ...cell, fontSize: size, lineHeight, fontWeight: Number(weight) }}>
                Virtual Diner
              </td>
              <td style={cell}>
                {size} ({toPx(size)})
              </td>
              <td style={cell}>{lineHeight}</td>
              <td style={cell}>{weight}</td>
            </tr>
          );
        })}
        {body.map(([token, value]) => {
          const size = resolveRem(value);
          const lineHeight = full.lineHeights[token] ?? full.lineHeights.md;
          return (
            <tr key={token}>
              <td style={cell}>
                <code>text {token}</code>
              </td>
              <td style={{ ...cell, fontSize: size, lineHeight }}>Your order is on its way.</td>
              <td style={cell}>
                {size} ({toPx(size)})
              </td>
              <td style={cell}>{lineHeight}</td>
              <td style={cell}>400</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The font stack. */
export const fontFamily = full.fontFamily;
