export { OnlineUsersPage } from './OnlineUsersPage/OnlineUsersPage';
