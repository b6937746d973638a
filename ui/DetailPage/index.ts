export type { DetailPageProps } from './DetailPage';
export { DetailPage } from './DetailPage';
