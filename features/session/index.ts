export { BannedNotice, type BannedNoticeProps } from './BannedNotice/BannedNotice';
export { banMessage } from './ban';
export { LoginPage, type LoginPageProps, type LoginSearch } from './LoginPage/LoginPage';
export { LOGOUT_SUCCESS, RESIGN_SUCCESS, useLogout, useResign } from './useAccountActions';
