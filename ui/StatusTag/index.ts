export type { StatusTagInfo, StatusTagProps, StatusTone } from './StatusTag';
export { StatusTag, statusTagFor } from './StatusTag';
