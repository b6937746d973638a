export { SiteAnnouncement } from './components/SiteAnnouncement/SiteAnnouncement';
export { HomePage, type HomePageProps } from './HomePage/HomePage';
export { HOME_ERRORS, type HomeError, type HomeSearch, homeSearchSchema } from './model';
