export { type StoreSearch, storeSearchSchema } from './model';
export { StorePage, type StorePageProps } from './StorePage/StorePage';
