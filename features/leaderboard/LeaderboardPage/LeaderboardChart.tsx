import { formatNumber } from '@lib/format';
import { barShares, chartSummary, type LeaderboardEntry } from '../model';
import classes from './LeaderboardPage.module.css';

export interface LeaderboardChartProps {
  /** The entries to draw, most orders first. */
  entries: readonly LeaderboardEntry[];
  userId: string | null;
}

/** The smallest bar drawn for a count above 0, as a share of the track, so it stays visible. */
const MIN_BAR = 0.02;

/**
 * A horizontal bar chart of weekly orders, drawn by hand: names and counts as text, each bar an SVG. Screen readers
 * get the chart as one image with every bar in its name (the table beside it has the same figures).
 */
export function LeaderboardChart({ entries, userId }: LeaderboardChartProps) {
  const shares = barShares(entries);
  return (
    <div role="img" aria-label={chartSummary(entries)} className={classes.chart}>
      {entries.map((entry, index) => {
        const share = shares[index] ?? 0;
        const width = share > 0 ? Math.max(MIN_BAR, share) * 100 : 0;
        return (
          <div key={entry.row.id} className={classes.barRow} data-you={entry.row.id === userId || undefined}>
            <span className={classes.barName}>{entry.name}</span>
            <svg className={classes.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
              <rect className={classes.barTrack} x="0" y="0" width="100" height="10" rx="1" />
              <rect className={classes.barFill} x="0" y="0" width={width} height="10" rx="1" />
            </svg>
            <span className={classes.barCount}>{formatNumber(entry.row.weeklyOrders)}</span>
          </div>
        );
      })}
    </div>
  );
}
