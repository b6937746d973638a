export type { DialogProps } from './Dialog';
export { Dialog, DialogActions, DialogCancel, useDialogClose } from './Dialog';
