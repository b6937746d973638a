export { PrivacyPage, type PrivacyPageProps } from './PrivacyPage/PrivacyPage';
export { TermsPage, type TermsPageProps } from './TermsPage/TermsPage';
