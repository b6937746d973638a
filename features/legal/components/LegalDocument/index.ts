export {
  ContactAddress,
  LegalDocument,
  type LegalDocumentProps,
  type LegalSection,
  PageLink,
} from './LegalDocument';
