export type { SearchInputProps } from './SearchInput';
export { SearchInput } from './SearchInput';
