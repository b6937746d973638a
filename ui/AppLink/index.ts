export type { AppLinkProps, InternalLinkProps, LinkComponent, LinkProviderProps } from './AppLink';
export { AppLink, isExternalUrl, isInternalPath, LinkProvider } from './AppLink';
