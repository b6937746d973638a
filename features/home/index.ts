export { HOME_ERRORS, type HomeError, type HomeSearch, homeSearchSchema } from './errors';
export { HomePage, type HomePageProps } from './HomePage/HomePage';
export { SiteAnnouncement } from './SiteAnnouncement/SiteAnnouncement';
