export type { NotFoundProps } from './NotFound';
export { NOT_FOUND_MESSAGE, NotFound } from './NotFound';
