export { BannedNotice, type BannedNoticeProps } from './components/BannedNotice/BannedNotice';
export { LOGOUT_SUCCESS, RESIGN_SUCCESS, useLogout, useResign } from './hooks';
export { LoginPage, type LoginPageProps } from './LoginPage/LoginPage';
export { banMessage, type LoginSearch, loginSearchSchema } from './model';
