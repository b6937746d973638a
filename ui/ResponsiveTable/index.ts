export type { ResponsiveTableProps } from './ResponsiveTable';
export { ActionsHead, ResponsiveTable } from './ResponsiveTable';
