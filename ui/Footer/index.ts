export type { FooterLinks, FooterProps } from './Footer';
export { copyrightLine, Footer, type SiteEnvironment, versionLine } from './Footer';
