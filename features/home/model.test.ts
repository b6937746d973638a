import { describe, expect, it } from 'vitest';
import { HOME_ERRORS, homeSearchSchema } from './model';

describe('homeSearchSchema', () => {
  const parse = (search: Record<string, unknown>) => homeSearchSchema.parse(search);

  it('keeps the two errors home shows a toast for', () => {
    expect(parse({ error: 'insufficient_permissions' })).toEqual({ error: 'insufficient_permissions' });
    expect(parse({ error: 'account_banned' })).toEqual({ error: 'account_banned' });
    expect(HOME_ERRORS.account_banned).toBe('Your account has been banned');
  });

  it('hands over no error when the address has none', () => {
    expect(parse({})).toStrictEqual({});
  });

  it('turns names every object inherits into null (removed without a toast), never a function or an object', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(parse({ error: name }), name).toStrictEqual({ error: null });
    }
  });

  it('turns anything else into null, without failing', () => {
    for (const value of [
      '',
      'Account_Banned',
      'account_banned ',
      'unknown',
      null,
      1,
      ['account_banned'],
      { account_banned: true },
      'x'.repeat(5000),
    ]) {
      expect(parse({ error: value }), String(value)).toStrictEqual({ error: null });
    }
  });
});
