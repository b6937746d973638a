export { OrderReportPage, type OrderReportPageProps } from './OrderReportPage/OrderReportPage';
export { OrderReportsPage, type OrderReportsPageProps } from './OrderReportsPage/OrderReportsPage';
export {
  ReportOrderPage,
  type ReportOrderPageProps,
  type ReportOrderSearch,
} from './ReportOrderPage/ReportOrderPage';
export { parseOrderIdParam } from './reports';
