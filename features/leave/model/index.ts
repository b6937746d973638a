export { formatDate, formatDateTime } from '@lib/format';
export * from './leave';
export * from './search';
export * from './timeline';
