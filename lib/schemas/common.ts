/** Liberal building blocks for response schemas: accept what the real server is known to send. */
import * as z from 'zod/mini';

/** A list whose bad items are dropped instead of failing the whole response. */
export function lenientArray<S extends z.ZodMiniType>(item: S) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items: unknown[]) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.infer<S>] : [];
      }),
    ),
  );
}

/** `perks` may come back null (docs/api/parsing.md#rules): treat null or junk as an empty list. */
export const stringList = z.pipe(
  z.catch(z.nullish(z.array(z.unknown())), []),
  z.transform((items: unknown[] | null | undefined) =>
    (items ?? []).filter((v): v is string => typeof v === 'string'),
  ),
);

export const optionalString = z.catch(z.nullish(z.string()), null);

/** A time (docs/api/entities.md#timestamps: epoch milliseconds) or a length of time in ms; null when missing or junk. */
export const millis = z.catch(z.nullish(z.number()), null);

/** `{ success: true }` or any other body for calls with nothing to return. */
export const anyBody = z.unknown();

/**
 * An entity object that carries `_id`, `id` or both (docs/api/entities.md#identifiers: most reads mirror
 * `_id` into `id`). Unknown fields are kept; the result always has `id`. A body with neither fails.
 */
export function identified<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const base = z
    .looseObject({ _id: z.optional(z.string()), id: z.optional(z.string()), ...shape })
    .check(z.refine((v) => Boolean(idOf(v)), 'missing id'));
  return z.pipe(
    base,
    z.transform((v: z.infer<typeof base>) => ({ ...v, id: idOf(v) as string })),
  );
}

function idOf(value: unknown): string | undefined {
  const v = value as { _id?: string; id?: string };
  return v.id ?? v._id;
}
