export {
  HISTORY_FILTERS,
  type HistoryType,
  type OrderHistorySearch,
  orderHistorySearchSchema,
} from './history';
export {
  NOT_A_SNOWFLAKE_MESSAGE,
  OrderHistoryPage,
  type OrderHistoryPageProps,
} from './OrderHistoryPage/OrderHistoryPage';
