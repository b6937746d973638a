/**
 * `/store`'s URL search (`?success=true`, the return from a payment). Kept apart from the model: the route file
 * imports the schema, so this module ships with every page's start-up code, and the model stays with the store's.
 */
import * as z from 'zod/mini';

/** `?success=true` (the return from a payment): `true`. Any other value is `null`, removed without a notice. */
const successParam = z.pipe(
  z.union([z.literal(true), z.literal('true')]),
  z.transform(() => true as const),
);

/** `/store`'s validateSearch. */
export const storeSearchSchema = z.object({
  success: z.catch(z.optional(z.nullable(successParam)), null),
});
export type StoreSearch = z.infer<typeof storeSearchSchema>;
