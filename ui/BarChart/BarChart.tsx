import { formatNumber } from '@lib/format';
import classes from './BarChart.module.css';

export interface BarChartItem {
  id: string;
  /** The bar's name, shown as text. */
  label: string;
  value: number;
  /** Drawn in the accent colour with bold text (the signed-in user's row, a leader). */
  highlight?: boolean;
}

export interface BarChartProps {
  items: readonly BarChartItem[];
  /** What the chart shows, e.g. “Orders per team”: the start of its text alternative. */
  title: string;
  /** The unit after each value in the text alternative, e.g. “orders”. */
  unit: string;
  /** A text alternative of the caller's own wording, instead of the one built from `title` and `unit`. */
  summary?: string;
}

/** The smallest bar drawn for a value above 0, as a share of the track, so it stays visible. */
const MIN_BAR = 0.02;

/** Every bar as a share of the largest (0 when every value is 0 or less). */
export function barShares(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 && value > 0 ? value / max : 0));
}

/** The chart's text alternative: “{title}: name, 12 orders; …”. */
export function barChartSummary(items: readonly BarChartItem[], title: string, unit: string): string {
  if (items.length === 0) return `${title}: nothing to show.`;
  return `${title}: ${items.map((item) => `${item.label}, ${formatNumber(item.value)} ${unit}`).join('; ')}.`;
}

/**
 * A horizontal bar chart drawn by hand (no chart library): names and values as text, each bar an SVG. Screen
 * readers get the chart as one image whose name lists every bar; pages put a table with the same figures beside
 * it.
 */
export function BarChart({ items, title, unit, summary }: BarChartProps) {
  const shares = barShares(items.map((item) => item.value));
  return (
    <div role="img" aria-label={summary ?? barChartSummary(items, title, unit)} className={classes.chart}>
      {items.map((item, index) => {
        const share = shares[index] ?? 0;
        const width = share > 0 ? Math.max(MIN_BAR, share) * 100 : 0;
        return (
          <div key={item.id} className={classes.row} data-highlight={item.highlight || undefined}>
            <span className={classes.name}>{item.label}</span>
            <svg className={classes.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
              <rect className={classes.track} x="0" y="0" width="100" height="10" rx="1" />
              <rect className={classes.fill} x="0" y="0" width={width} height="10" rx="1" />
            </svg>
            <span className={classes.value}>{formatNumber(item.value)}</span>
          </div>
        );
      })}
    </div>
  );
}
