export type { ResignModalProps } from './ResignModal';
export { RESIGN_ACKNOWLEDGEMENT, ResignModal } from './ResignModal';
