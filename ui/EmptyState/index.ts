export type { EmptyStateProps } from './EmptyState';
export { EmptyState } from './EmptyState';
export type { NoMatchesProps } from './NoMatches';
export { NoMatches } from './NoMatches';
