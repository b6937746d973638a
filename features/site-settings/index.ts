export { AnnouncementPage } from './AnnouncementPage/AnnouncementPage';
