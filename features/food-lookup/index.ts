export { FoodLookupPage, type FoodLookupPageProps } from './FoodLookupPage/FoodLookupPage';
export { type FoodLookupSearch, foodLookupSearchSchema } from './search';
