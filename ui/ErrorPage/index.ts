export type { ErrorPageProps } from './ErrorPage';
export { ErrorPage, errorTitle, UNKNOWN_ERROR_MESSAGE, UNKNOWN_ERROR_TITLE } from './ErrorPage';
