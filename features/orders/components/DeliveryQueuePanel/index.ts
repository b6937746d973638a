export { DeliveryQueuePanel, type DeliveryQueuePanelProps } from './DeliveryQueuePanel';
