/**
 * A `document.cookie` stand-in for unit tests in Node: the getter lists `name=value` pairs joined by
 * `; ` like a browser; the setter stores one cookie per assignment (attributes parsed, not echoed
 * back), and `Max-Age=0` (or a negative one) deletes it. Every raw assignment is kept in `writes`.
 */
export interface FakeCookieDocument {
  cookie: string;
  /** Raw strings assigned to `document.cookie`, in order. */
  readonly writes: string[];
  /** The current jar: name → value. */
  readonly jar: Map<string, string>;
}

export function createFakeDocument(initial: Record<string, string> = {}): FakeCookieDocument {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    jar,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(raw: string) {
      writes.push(raw);
      const [pair = '', ...attributes] = raw.split(';');
      const index = pair.indexOf('=');
      if (index < 1) return;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const maxAge = attributes
        .map((a) => a.trim().split('='))
        .find(([key]) => key?.toLowerCase() === 'max-age')?.[1];
      if (maxAge !== undefined && Number(maxAge) <= 0) jar.delete(name);
      else jar.set(name, value);
    },
  };
}
