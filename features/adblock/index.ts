export {
  DisableAdblockPage,
  type DisableAdblockPageProps,
} from './DisableAdblockPage/DisableAdblockPage';
