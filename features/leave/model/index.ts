export { formatDay, formatMoment } from '@lib/utc-date';
export * from './leave';
export * from './search';
export * from './timeline';
