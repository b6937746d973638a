import { banSchema } from '@lib/schemas/user';
import { describe, expect, it } from 'vitest';
import { banMessage, LOGIN_PARAM_MAX_LENGTH, loginSearchSchema } from './model';

describe('loginSearchSchema', () => {
  const parse = (search: Record<string, unknown>) => loginSearchSchema.parse(search);

  it('keeps the round trip values and a same-origin redirect', () => {
    expect(
      parse({ code: 'abc', state: 'xyz', redirect: '/staff/orders?view=list#top', error: 'access_denied' }),
    ).toEqual({ code: 'abc', state: 'xyz', redirect: '/staff/orders?view=list#top', error: 'access_denied' });
    expect(parse({})).toStrictEqual({});
  });

  it('turns a redirect that leaves the site, or loops into login, into /', () => {
    for (const redirect of [
      '//evil.example/steal',
      'https://evil.example',
      '/%2F%2Fevil.example',
      '/\\evil',
      '/login',
    ]) {
      expect(parse({ redirect }).redirect, redirect).toBe('/');
    }
  });

  it('leaves out each bad value on its own', () => {
    expect(parse({ code: 'abc', state: 42, redirect: ['/staff'], error: { a: 1 } })).toStrictEqual({
      code: 'abc',
      state: undefined,
      redirect: undefined,
      error: undefined,
    });
    const long = `/${'a'.repeat(LOGIN_PARAM_MAX_LENGTH)}`;
    expect(parse({ code: long, redirect: long, state: 'ok' })).toStrictEqual({
      code: undefined,
      redirect: undefined,
      state: 'ok',
    });
  });

  it('takes hostile names as plain values', () => {
    expect(parse({ code: '__proto__', state: 'constructor', redirect: '__proto__' })).toStrictEqual({
      code: '__proto__',
      state: 'constructor',
      redirect: '/',
    });
  });
});

describe('features/session banMessage (docs/product/session.md#ban-message)', () => {
  it('gives the two sentences of the spec message for the banned screen', () => {
    expect(banMessage({ reason: 'Spamming orders', expires: Date.UTC(2026, 11, 21, 10, 0) })).toEqual({
      reason: 'You are currently banned from this website for the following reason: Spamming orders',
      expiry: 'This ban will expire on 21 Dec 2026, 10:00 UTC.',
    });
  });

  it('reads the core shape ({reason, expiry}) through the schema like the spec shape', () => {
    const core = banSchema.parse({ reason: null, expiry: Date.UTC(2027, 0, 1) });
    expect(banMessage(core)).toEqual({
      reason: 'You are currently banned from this website for the following reason: No reason given.',
      expiry: 'This ban will expire on 1 Jan 2027, 00:00 UTC.',
    });
  });

  it('says a ban without an expiry is permanent', () => {
    expect(banMessage({ reason: 'Harassment', expires: null }).expiry).toBe('This ban is permanent.');
  });
});
