export type { SearchBox, SearchInputProps } from './SearchInput';
export { SearchInput } from './SearchInput';
