export type { DataSource, DataStateKind, DataStateProps, SkeletonShape } from './DataState';
export {
  DataState,
  dataStateOf,
  LOADING_DELAY_MS,
  MALFORMED_HINT,
  MALFORMED_TITLE,
  REFUSED_TITLE,
} from './DataState';
