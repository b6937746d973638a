/**
 * A keyed set of documents, the building block of the fake backend's database (`db.ts`).
 */

/**
 * A keyed set of documents. Reads return the live documents, so `update` (or mutating a document a handler just
 * read) changes the database; views copy before anything leaves a handler.
 */
export class Collection<T extends { _id: string }> {
  readonly #docs = new Map<string, T>();

  constructor(docs: Iterable<T> = []) {
    for (const doc of docs) this.#docs.set(doc._id, doc);
  }

  get size(): number {
    return this.#docs.size;
  }

  get(id: string): T | undefined {
    return this.#docs.get(id);
  }

  has(id: string): boolean {
    return this.#docs.has(id);
  }

  all(): T[] {
    return [...this.#docs.values()];
  }

  find(predicate: (doc: T) => boolean): T | undefined {
    for (const doc of this.#docs.values()) if (predicate(doc)) return doc;
    return undefined;
  }

  filter(predicate: (doc: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  /** Inserts or replaces by `_id`. */
  upsert(doc: T): T {
    this.#docs.set(doc._id, doc);
    return doc;
  }

  /** Applies a shallow patch or an in-place mutation; `undefined` when there is no such document. */
  update(id: string, change: Partial<T> | ((doc: T) => void)): T | undefined {
    const doc = this.#docs.get(id);
    if (!doc) return undefined;
    if (typeof change === 'function') change(doc);
    else Object.assign(doc, change);
    return doc;
  }

  delete(id: string): boolean {
    return this.#docs.delete(id);
  }

  /** Deletes every matching document; returns how many went. */
  deleteWhere(predicate: (doc: T) => boolean): number {
    let removed = 0;
    for (const [id, doc] of this.#docs) {
      if (predicate(doc)) {
        this.#docs.delete(id);
        removed++;
      }
    }
    return removed;
  }
}
