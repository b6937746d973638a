export type { PageLoaderProps } from './PageLoader';
export { PageLoader } from './PageLoader';
