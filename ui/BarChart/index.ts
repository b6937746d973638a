export type { BarChartItem, BarChartProps } from './BarChart';
export { BarChart, barChartSummary, barShares } from './BarChart';
