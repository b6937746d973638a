export { prefetchStoreItems } from './api';
export { StorePage, type StorePageProps } from './StorePage/StorePage';
export { type StoreSearch, storeSearchSchema } from './search';
