export {
  NOT_A_SNOWFLAKE_MESSAGE,
  OrderHistoryPage,
  type OrderHistoryPageProps,
} from './OrderHistoryPage/OrderHistoryPage';
export {
  HISTORY_FILTERS,
  type HistoryType,
  type OrderHistorySearch,
  orderHistorySearchSchema,
} from './search';
