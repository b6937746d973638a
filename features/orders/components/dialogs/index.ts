export { DeleteDialog } from './DeleteDialog';
export { DeliverDialog } from './DeliverDialog';
export { OrderDialogs } from './OrderDialogs';
export { PrepareDialog } from './PrepareDialog';
