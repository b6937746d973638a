export {
  DeliveryMessageEditorPage,
  type DeliveryMessageEditorPageProps,
} from './DeliveryMessageEditorPage/DeliveryMessageEditorPage';
export {
  MyDeliveryMessagePage,
  type MyDeliveryMessagePageProps,
} from './DeliveryMessageEditorPage/MyDeliveryMessagePage';
export {
  DeliveryMessagePage,
  type DeliveryMessagePageProps,
} from './DeliveryMessagePage/DeliveryMessagePage';
export {
  DeliveryMessagesPage,
  type DeliveryMessagesPageProps,
} from './DeliveryMessagesPage/DeliveryMessagesPage';
export { type DirectorySearch, directorySearchSchema } from './search';
