export { HISTORY_FILTERS, type HistoryType, type OrderHistorySearch, parseHistoryType } from './history';
export {
  NOT_A_SNOWFLAKE_MESSAGE,
  OrderHistoryPage,
  type OrderHistoryPageProps,
} from './OrderHistoryPage/OrderHistoryPage';
