export { AnnouncementPage } from './AnnouncementPage/AnnouncementPage';
export { SettingsPage } from './SettingsPage/SettingsPage';
