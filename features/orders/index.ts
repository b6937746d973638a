export { prefetchBoard } from './board-data';
export { OrderDetailPage, type OrderDetailPageProps } from './OrderDetailPage/OrderDetailPage';
export { OrderManagerPage, type OrderManagerPageProps } from './OrderManagerPage/OrderManagerPage';
