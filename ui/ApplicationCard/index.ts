export type { ApplicationCardProps } from './ApplicationCard';
export { ApplicationCard } from './ApplicationCard';
