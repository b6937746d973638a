export { BanUserPage, type BanUserPageProps } from './BanUserPage/BanUserPage';
export { type UserManagerSearch, userManagerSearchSchema } from './model/search';
export { RemoveStaffPage, type RemoveStaffPageProps } from './RemoveStaffPage/RemoveStaffPage';
export { UserManagerPage, type UserManagerPageProps } from './UserManagerPage/UserManagerPage';
