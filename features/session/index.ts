export { BannedNotice, type BannedNoticeProps } from './BannedNotice/BannedNotice';
export { banMessage } from './ban';
export { LoginPage, type LoginPageProps } from './LoginPage/LoginPage';
export { type LoginSearch, loginSearchSchema } from './model';
export { LOGOUT_SUCCESS, RESIGN_SUCCESS, useLogout, useResign } from './useAccountActions';
