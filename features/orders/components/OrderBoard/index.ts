export { OrderBoard, type OrderBoardHandle, type OrderBoardProps } from './OrderBoard';
