import { BarChart } from '@ui/BarChart';
import { chartSummary, type LeaderboardEntry } from '../model';
import classes from './LeaderboardPage.module.css';

export interface LeaderboardChartProps {
  /** The entries to draw, most orders first. */
  entries: readonly LeaderboardEntry[];
  userId: string | null;
}

/** The weekly orders of the top staff as bars (`ui/BarChart`), the signed-in user's highlighted. */
export function LeaderboardChart({ entries, userId }: LeaderboardChartProps) {
  return (
    <div className={classes.chart}>
      <BarChart
        title="Bar chart of this week’s orders"
        unit="orders"
        summary={chartSummary(entries)}
        items={entries.map((entry) => ({
          id: entry.row.id,
          label: entry.name,
          value: entry.row.weeklyOrders,
          highlight: entry.row.id === userId,
        }))}
      />
    </div>
  );
}
