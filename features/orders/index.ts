export { prefetchBoard } from './api';
export { OrderDetailPage, type OrderDetailPageProps } from './OrderDetailPage/OrderDetailPage';
export { OrderManagerPage, type OrderManagerPageProps } from './OrderManagerPage/OrderManagerPage';
