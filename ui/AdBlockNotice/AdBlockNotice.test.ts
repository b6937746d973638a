// The ad-block notice's fixed strings (docs/product/navigation.md#ad-block-notice).
import { describe, expect, it } from 'vitest';
import { ADBLOCK_HELP_PATH, ADBLOCK_NOTICE_TITLE } from './AdBlockNotice';

describe('AdBlockNotice', () => {
  it('says its words and links to the instructions page', () => {
    expect(ADBLOCK_NOTICE_TITLE).toBe("Please disable your browser's ad-blocker");
    expect(ADBLOCK_HELP_PATH).toBe('/disable-your-adblocker');
  });
});
