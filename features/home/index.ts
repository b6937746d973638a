export { HOME_ERRORS, type HomeError, isHomeError } from './errors';
export { HomePage, type HomePageProps, type HomeSearch } from './HomePage/HomePage';
export { SiteAnnouncement } from './SiteAnnouncement/SiteAnnouncement';
