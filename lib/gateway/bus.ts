/**
 * A small typed publish/subscribe bus, the project's only one: the gateway publishes its events to the features
 * on one (docs/architecture.md#gateway-bus), and the fake backend publishes its changes on another.
 */
export type Listener<T> = (payload: T) => void;

export class EventBus<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();
  private readonly last = new Map<keyof Events, unknown>();

  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener as Listener<never>);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    this.last.set(name, payload);
    const set = this.listeners.get(name);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K]>)(payload);
      } catch (error) {
        // One broken subscriber must not stop the others, nor the publisher (the socket, a request).
        console.error(`listener for ${String(name)} failed`, error);
      }
    }
  }

  /**
   * The last payload emitted under this name, for state an event replaces whole (the gateway's `onlineUsers`): a
   * subscriber that comes after it still has something to show. Undefined when none was, or since {@link forget}.
   */
  latest<K extends keyof Events>(name: K): Events[K] | undefined {
    return this.last.get(name) as Events[K] | undefined;
  }

  /** Drops every remembered payload (a new session must not see the last one's). */
  forget(): void {
    this.last.clear();
  }

  listenerCount(name: keyof Events): number {
    return this.listeners.get(name)?.size ?? 0;
  }
}
