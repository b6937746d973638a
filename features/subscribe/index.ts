export { SubscribePage, type SubscribePageProps } from './SubscribePage/SubscribePage';
