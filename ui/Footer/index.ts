export type { FooterLinks, FooterProps } from './Footer';
export { copyrightLine, Footer, versionLine } from './Footer';
