export { ProfileManagePage, type ProfileManagePageProps } from './ProfileManagePage/ProfileManagePage';
export { ProfilePage, type ProfilePageProps } from './ProfilePage/ProfilePage';
