export type { BackButtonProps } from './BackButton';
export { BackButton } from './BackButton';
export type { CreateLinkProps } from './CreateLink';
export { CreateLink } from './CreateLink';
export type { PageProps } from './Page';
export { Page } from './Page';
export type { PageHeaderProps } from './PageHeader';
export { PageHeader } from './PageHeader';
