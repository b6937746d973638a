/**
 * The directory's reads and writes. Lists are loaded once per query and reused (spec §4 caching); every
 * write updates the cached lists and messages in place instead of refetching.
 */
import { loadOnce, useEndpoint } from '@lib/endpoint';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser, useSessionStore } from '@lib/session';
import { useCallback, useMemo } from 'react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import {
  createDeliveryMessageEndpoint,
  type DeliveryMessageFields,
  deleteDeliveryMessageEndpoint,
  deliveryMessageEndpoint,
  deliveryMessagesEndpoint,
  setMyDeliveryMessageEndpoint,
  updateDeliveryMessageEndpoint,
} from './api';
import { changedMessageFields, toMessageFields } from './model';

export function useDeliveryMessages(query: string) {
  return useEndpoint(
    deliveryMessagesEndpoint,
    { query: query.trim() },
    { ...loadOnce, keepPreviousData: true },
  );
}

export function useDeliveryMessage(slug: string) {
  return useEndpoint(deliveryMessageEndpoint, { slug });
}

type ListData = { deliveryMessages: DeliveryMessage[] };
type ListKey = ReturnType<typeof deliveryMessagesEndpoint.key>;

const isListKey = (key: unknown, where: (query: string) => boolean = () => true): boolean =>
  Array.isArray(key) &&
  key[0] === deliveryMessagesEndpoint.name &&
  where((key as unknown as ListKey)[1]?.query ?? '');

/** Applies `update` to every cached list, without refetching. */
function updateLists(mutate: ScopedMutator, update: (messages: DeliveryMessage[]) => DeliveryMessage[]) {
  return mutate<ListData>(
    (key) => isListKey(key),
    (data) => (data ? { ...data, deliveryMessages: update(data.deliveryMessages) } : data),
    { revalidate: false },
  );
}

/** Caches the message under its slug (what its page reads). */
function cacheMessage(mutate: ScopedMutator, message: DeliveryMessage) {
  return mutate(
    deliveryMessageEndpoint.key({ slug: message.slug }),
    { deliveryMessage: message },
    { revalidate: false },
  );
}

const forget = (mutate: ScopedMutator, slug: string) =>
  mutate(deliveryMessageEndpoint.key({ slug }), undefined, { revalidate: false });

export function useDeliveryMessageMutations() {
  const { mutate } = useSWRConfig();

  /**
   * Creates a message. It joins the unfiltered list; searched lists are dropped from the cache (only the
   * server knows whether it matches them) and load again when shown.
   */
  const create = useCallback(
    async (values: DeliveryMessageFields): Promise<DeliveryMessage> => {
      const { deliveryMessage } = await createDeliveryMessageEndpoint.call(toMessageFields(values));
      await mutate<ListData>(
        deliveryMessagesEndpoint.key({ query: '' }),
        (data) => (data ? { ...data, deliveryMessages: [deliveryMessage, ...data.deliveryMessages] } : data),
        { revalidate: false },
      );
      await mutate((key) => isListKey(key, (query) => query !== ''), undefined, { revalidate: false });
      await cacheMessage(mutate, deliveryMessage);
      return deliveryMessage;
    },
    [mutate],
  );

  /** Sends the changed fields; the answer may carry a new slug (the title changed). */
  const update = useCallback(
    async (original: DeliveryMessage, values: DeliveryMessageFields): Promise<DeliveryMessage> => {
      const changes = changedMessageFields(original, values);
      const { deliveryMessage } = await updateDeliveryMessageEndpoint.call({ slug: original.slug, changes });
      const next: DeliveryMessage = deliveryMessage ?? { ...original, ...changes };
      await updateLists(mutate, (messages) => messages.map((m) => (m.id === original.id ? next : m)));
      if (next.slug !== original.slug) await forget(mutate, original.slug);
      await cacheMessage(mutate, next);
      return next;
    },
    [mutate],
  );

  const remove = useCallback(
    async (message: DeliveryMessage): Promise<void> => {
      await deleteDeliveryMessageEndpoint.call({ slug: message.slug });
      await updateLists(mutate, (messages) => messages.filter((m) => m.id !== message.id));
      await forget(mutate, message.slug);
    },
    [mutate],
  );

  return useMemo(() => ({ create, update, remove }), [create, update, remove]);
}

/**
 * Sets (text) or clears (null) the signed-in user's delivery message, then refreshes the session user, whose
 * `settings.deliveryMessage.message` says which message is in use.
 */
export function useSetMyDeliveryMessage() {
  const user = useCurrentUser();
  const session = useSessionStore();
  const userId = user?.id;
  return useCallback(
    async (message: string | null): Promise<void> => {
      if (!userId) throw new Error('You must be signed in to do that');
      await setMyDeliveryMessageEndpoint.call({ userId, message });
      // The message is saved even if the refresh fails; the next load shows it.
      await session.refresh().catch(() => null);
    },
    [userId, session],
  );
}
