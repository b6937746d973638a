/**
 * Slugs of premade delivery messages, by the core's rules (docs/product/delivery-messages.md#slugs): lower-case the title, turn every
 * non-word character (outside `[A-Za-z0-9_]`) into a space, trim, collapse whitespace runs into `-`; when the
 * slug is taken, try `slug-1`, `slug-2`, … The core's `#` → `sharp` rule can never fire (the `#` is gone by
 * then), so it is left out.
 */

/**
 * Not shown: a title with no word character at all ('🎉!') slugifies to ''. The mock uses `message` then, so
 * every message keeps a usable URL.
 */
export const EMPTY_SLUG_FALLBACK = 'message';

export function slugify(title: string): string {
  return title.toLowerCase().replace(/\W/g, ' ').trim().replace(/\s+/g, '-');
}

/** The title's slug, or the first free `slug-n` when `isTaken` says it is in use. */
export function uniqueSlug(title: string, isTaken: (slug: string) => boolean): string {
  const base = slugify(title) || EMPTY_SLUG_FALLBACK;
  if (!isTaken(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
