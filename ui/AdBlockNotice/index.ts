export type { AdBlockNoticeProps } from './AdBlockNotice';
export { ADBLOCK_HELP_PATH, ADBLOCK_NOTICE_TITLE, AdBlockNotice } from './AdBlockNotice';
