export type { ActionFormProps } from './ActionForm';
export { ActionForm } from './ActionForm';
