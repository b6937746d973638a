export { FoodLookupPage, type FoodLookupPageProps } from './FoodLookupPage/FoodLookupPage';
export { type FoodLookupSearch, parseFoodLookupSearch } from './model';
