export type { ActionErrorProps } from './ActionError';
export { ActionError } from './ActionError';
export type { ErrorStateProps } from './ErrorState';
export { ErrorState } from './ErrorState';
