export type { DialogProps } from './Dialog';
export { Dialog, DialogActions, DialogCancel } from './Dialog';
export type { FormDialogProps } from './FormDialog';
export { FormDialog } from './FormDialog';
