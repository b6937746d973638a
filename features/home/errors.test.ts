import { describe, expect, it } from 'vitest';
import { HOME_ERRORS, isHomeError } from './errors';

describe('isHomeError', () => {
  it('accepts the two errors home shows a toast for', () => {
    expect(isHomeError('insufficient_permissions')).toBe(true);
    expect(isHomeError('account_banned')).toBe(true);
    expect(HOME_ERRORS.account_banned).toBe('Your account has been banned');
  });

  it('refuses names every object inherits, whose "message" would be a function or an object', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(isHomeError(name), name).toBe(false);
    }
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'Account_Banned',
      'account_banned ',
      'unknown',
      null,
      undefined,
      1,
      ['account_banned'],
    ]) {
      expect(isHomeError(value), String(value)).toBe(false);
    }
  });
});
