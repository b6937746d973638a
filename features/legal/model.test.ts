import { describe, expect, it } from 'vitest';
import { mailtoHref, sectionId } from './model';

describe('mailtoHref', () => {
  it('links a plain address', () => {
    expect(mailtoHref('support@virtualdiner.app')).toBe('mailto:support@virtualdiner.app');
    expect(mailtoHref('  privacy+site@example.org ')).toBe('mailto:privacy+site@example.org');
  });

  it('refuses anything that is not one plain address', () => {
    for (const bad of [
      '',
      'support',
      'a@b',
      'javascript:alert(1)//@x.y',
      'a@b.c?cc=evil@x.y,other@x.y',
      'a b@c.d',
      '<a@b.c>',
      'a@b.c\nBcc: x@y.z',
    ]) {
      expect(mailtoHref(bad), bad).toBeNull();
    }
  });
});

describe('sectionId', () => {
  it('makes a stable anchor from the page and the title', () => {
    expect(sectionId('privacy', 'What we store')).toBe('privacy-what-we-store');
    expect(sectionId('terms', 'Virtual currency & the store')).toBe('terms-virtual-currency-the-store');
    expect(sectionId('terms', '  Bans, appeals!  ')).toBe('terms-bans-appeals');
  });
});
