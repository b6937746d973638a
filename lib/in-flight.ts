/**
 * The one in-flight guard (docs/patterns.md): which pieces of work are running, so a second click while one
 * runs does nothing. Plain TypeScript, no React: {@link useAction} (lib/action.ts) keeps one per action, and
 * work that must stay guarded across components (logout, whose button moves between layouts) keeps its guard
 * in a store that outlives them.
 *
 * Work is started under a `key` (one per order on the board, `''` when the action has a single lane) and an
 * `owner` (which action holds the key), so several actions may share a guard: the board's claim, prepare,
 * deliver and delete share one, keyed by order, and a ticket knows which of them is running.
 */

export type InFlightOwner = string | symbol;

/** The key of work that has a single lane. */
export const SINGLE = '';

export class InFlight {
  private running: ReadonlyMap<string, InFlightOwner> = new Map();
  private readonly listeners = new Set<() => void>();

  /** Claims `key` for `owner`; false (and nothing changes) while the key is taken. Synchronous on purpose. */
  start(key: string = SINGLE, owner: InFlightOwner = SINGLE): boolean {
    if (this.running.has(key)) return false;
    this.running = new Map(this.running).set(key, owner);
    this.notify();
    return true;
  }

  /** Releases `key`. */
  finish(key: string = SINGLE): void {
    if (!this.running.has(key)) return;
    const next = new Map(this.running);
    next.delete(key);
    this.running = next;
    this.notify();
  }

  /**
   * Runs `work` under `key` unless the key is taken: `{ ran: false }` at once when it is, otherwise the work's
   * value (a rejection passes through). The key is released however the work ends.
   */
  async run<T>(
    key: string,
    owner: InFlightOwner,
    work: () => Promise<T>,
  ): Promise<{ ran: false } | { ran: true; value: T }> {
    if (!this.start(key, owner)) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      this.finish(key);
    }
  }

  /** Whether `key` is taken (by anyone). */
  has = (key: string = SINGLE): boolean => this.running.has(key);

  /** Whether `owner` holds any key. */
  holds = (owner: InFlightOwner): boolean => {
    for (const held of this.running.values()) if (held === owner) return true;
    return false;
  };

  /** The running keys and their owners: a new map after every change, the same one in between (React-friendly). */
  snapshot = (): ReadonlyMap<string, InFlightOwner> => this.running;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
