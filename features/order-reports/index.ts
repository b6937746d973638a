export { OrderReportPage, type OrderReportPageProps } from './OrderReportPage/OrderReportPage';
export { OrderReportsPage, type OrderReportsPageProps } from './OrderReportsPage/OrderReportsPage';
export { ReportOrderPage, type ReportOrderPageProps } from './ReportOrderPage/ReportOrderPage';
export { type ReportOrderSearch, reportOrderSearchSchema } from './search';
