import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { optionalParam, searchTermParam } from './search-params';

describe('lib/search-params', () => {
  const schema = z.object({ q: searchTermParam(5), page: optionalParam(z.number()) });

  it('keeps good values', () => {
    expect(schema.parse({ q: 'pizza', page: 2 })).toEqual({ q: 'pizza', page: 2 });
    expect(schema.parse({})).toEqual({});
  });

  it('leaves out each bad value on its own, never failing the search', () => {
    expect(schema.parse({ q: 'pizza', page: 'two' })).toEqual({ q: 'pizza', page: undefined });
    expect(schema.parse({ q: ['pizza'], page: 2 })).toEqual({ q: undefined, page: 2 });
    expect(schema.parse({ q: 42, page: null })).toEqual({ q: undefined, page: undefined });
  });

  it('keeps a refused key as undefined, so it hides the raw value the router merges under the result', () => {
    expect(schema.parse({ q: '  ', page: 2 })).toStrictEqual({ q: undefined, page: 2 });
  });

  it('drops a blank term and clips a long one (not trimmed)', () => {
    expect(schema.parse({ q: '   ' }).q).toBeUndefined();
    expect(schema.parse({ q: ' pizza margherita' }).q).toBe(' pizz');
  });
});
