/**
 * Gives `target[key]` another value for one story (a browser API the story stands in for: `navigator.wakeLock`,
 * `navigator.userAgent`) and returns what puts the original back, for the story's `beforeEach` to return.
 */
export function overrideProperty(target: object, key: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true });
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else delete (target as Record<string, unknown>)[key];
  };
}
