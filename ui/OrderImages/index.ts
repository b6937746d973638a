export { OrderImages, type OrderImagesProps } from './OrderImages';
