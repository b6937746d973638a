export { BacklogEntry, type BacklogEntryProps } from './BacklogEntry';
