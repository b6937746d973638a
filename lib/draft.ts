/**
 * Drafts kept in the browser (`localStorage`) while a user writes something that waits on staff (an
 * application, an appeal): a reload, a failed send or a closed tab loses nothing. Every access is guarded: a
 * browser that refuses storage (private modes, quota, blocked storage) keeps the text on the page only.
 */

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored text under `key`, or null (none, or storage refused). */
export function readDraft(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; a refusal is ignored. */
export function writeDraft(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or blocked storage: the text stays on the page.
  }
}

/** Forgets the draft under `key` (after it was sent). */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
