export type { DataSource, DataStateKind, DataStateProps, NotFoundContent, SkeletonShape } from './DataState';
export {
  bothReads,
  DataState,
  dataStateOf,
  LOADING_DELAY_MS,
  MALFORMED_HINT,
  MALFORMED_TITLE,
  REFUSED_TITLE,
  SIGNED_OUT_TITLE,
} from './DataState';
