/**
 * The directory's reads and writes. Lists are loaded once per query and reused (docs/architecture.md#caching); every
 * write updates the cached lists and messages in place instead of refetching.
 */
import { cached, useAction } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser, useSessionStore } from '@lib/session';
import { useCallback } from 'react';
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

/** Every cached list (each search), with `update` applied to its messages. */
const updateLists = (update: (messages: DeliveryMessage[]) => DeliveryMessage[]) =>
  cached.updateEvery(deliveryMessagesEndpoint, (data) => ({
    ...data,
    deliveryMessages: update(data.deliveryMessages),
  }));

/** The message cached under its slug (what its page reads). */
const cacheMessage = (message: DeliveryMessage) =>
  cached.set(deliveryMessageEndpoint, { slug: message.slug }, { deliveryMessage: message });

/**
 * Creates a message (`run(fields)`), then `onCreated`. It joins the unfiltered list; searched lists are dropped
 * from the cache (only the server knows whether it matches them) and load again when shown.
 */
export function useCreateDeliveryMessage(onCreated: (message: DeliveryMessage) => void) {
  return useAction(
    async (values: DeliveryMessageFields) =>
      (await createDeliveryMessageEndpoint.call(toMessageFields(values))).deliveryMessage,
    {
      cache: (created) => [
        cached.update(deliveryMessagesEndpoint, { query: '' }, (data) => ({
          ...data,
          deliveryMessages: [created, ...data.deliveryMessages],
        })),
        cached.dropEvery(deliveryMessagesEndpoint, ({ query }) => query !== ''),
        cacheMessage(created),
      ],
      onSuccess: onCreated,
      success: (created) => `Created ${created.title}`,
    },
  );
}

/**
 * Saves the changed fields of `original` (`run(fields)`), then `onSaved`. The answer may carry a new slug (the
 * title changed): the old address is forgotten.
 */
export function useUpdateDeliveryMessage(
  original: DeliveryMessage,
  onSaved: (message: DeliveryMessage) => void,
) {
  return useAction(
    async (values: DeliveryMessageFields): Promise<DeliveryMessage> => {
      const changes = changedMessageFields(original, values);
      const { deliveryMessage } = await updateDeliveryMessageEndpoint.call({ slug: original.slug, changes });
      return deliveryMessage ?? { ...original, ...changes };
    },
    {
      cache: (next) => [
        updateLists((messages) => messages.map((m) => (m.id === original.id ? next : m))),
        ...(next.slug !== original.slug
          ? [cached.drop(deliveryMessageEndpoint, { slug: original.slug })]
          : []),
        cacheMessage(next),
      ],
      onSuccess: onSaved,
      success: (next) => `Saved ${next.title}`,
    },
  );
}

/** Deletes a message (`run(message)`): it leaves every cached list and its page's cache, then `onDeleted`. */
export function useDeleteDeliveryMessage(onDeleted: () => void) {
  return useAction((message: DeliveryMessage) => deleteDeliveryMessageEndpoint.call({ slug: message.slug }), {
    cache: (_, message) => [
      updateLists((messages) => messages.filter((m) => m.id !== message.id)),
      cached.drop(deliveryMessageEndpoint, { slug: message.slug }),
    ],
    onSuccess: onDeleted,
    success: (_, message) => `Deleted ${message.title}`,
  });
}

/**
 * The work of setting (text) or clearing (null) the signed-in user's delivery message, for an action
 * (`useAction`): the call, then a refresh of the session user, whose `settings.deliveryMessage.message` says
 * which message is in use.
 */
export function useSetMyDeliveryMessage() {
  const user = useCurrentUser();
  const session = useSessionStore();
  const userId = user?.id;
  return useCallback(
    async (message: string | null): Promise<void> => {
      if (!userId) throw new Error('You must be logged in to do that');
      await setMyDeliveryMessageEndpoint.call({ userId, message });
      // The message is saved even if the refresh fails; the next load shows it.
      await session.refresh().catch(() => null);
    },
    [userId, session],
  );
}
