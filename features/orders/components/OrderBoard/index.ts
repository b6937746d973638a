export { OrderBoard, type OrderBoardProps } from './OrderBoard';
