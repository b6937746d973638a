export type { ResponsiveTableProps } from './ResponsiveTable';
export { ResponsiveTable } from './ResponsiveTable';
