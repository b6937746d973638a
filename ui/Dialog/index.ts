export type { DialogProps } from './Dialog';
export { Dialog, DialogCancel, useDialogClose } from './Dialog';
