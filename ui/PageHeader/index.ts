export type { BackButtonProps } from './BackButton';
export { BackButton } from './BackButton';
export type { PageHeaderProps } from './PageHeader';
export { PageHeader } from './PageHeader';
