import { describe, expect, it } from 'vitest';
import { LOGIN_PARAM_MAX_LENGTH, loginSearchSchema } from './model';

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
