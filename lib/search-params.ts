/**
 * Building blocks of the routes' search schemas (`validateSearch`, docs/adding-a-page.md): each field
 * falls back on its own, so a bad value never fails the whole search (TanStack Router would show an error
 * page) and never costs the good values next to it.
 */
import * as z from 'zod/mini';

/** An optional field: a value `schema` refuses is left out (`undefined`), like a missing one. */
export function optionalParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** A search term: a non-blank string, clipped to `maxLength`; anything else is left out. */
export function searchTermParam(maxLength: number) {
  return optionalParam(
    z.string().check(
      z.refine((value) => value.trim() !== ''),
      z.overwrite((value) => value.slice(0, maxLength)),
    ),
  );
}
