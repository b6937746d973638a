/** The store's items (loaded once) and the purchase, which refreshes the signed-in user's balance and perks. */
import { cached, useAction } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import type { StoreItem } from '@lib/schemas/store';
import { type User, userDisplayName } from '@lib/schemas/user';
import { useSessionStore } from '@lib/session';
import { userEndpoint } from '@lib/users';
import { purchaseEndpoint, storeItemsEndpoint } from './api';
import { NOTHING_CHANGED } from './model';

export function useStoreItems() {
  return useEndpoint(storeItemsEndpoint, undefined, loadOnce);
}

/**
 * Buys `item` for the signed-in user, or for `recipient` as a gift (`run(item, recipient)`). A `false` answer is
 * a failure shown in the dialog ({@link NOTHING_CHANGED}). On success the recipient's cached profile gets the
 * perks, `onDone` closes the dialog and the signed-in user is fetched again for the new balance and perks (a
 * failure of that refresh leaves the purchase done and the old numbers on screen).
 */
export function usePurchase(onDone: () => void) {
  const session = useSessionStore();
  return useAction(
    async (item: StoreItem, recipient: User | null) => {
      const { purchased } = await purchaseEndpoint.call({ id: item.id, giftUserID: recipient?.id });
      if (!purchased) throw new Error(NOTHING_CHANGED);
      return purchased;
    },
    {
      cache: (_, item, recipient) =>
        recipient &&
        cached.update(userEndpoint, { id: recipient.id }, (data) =>
          data.user ? { ...data, user: { ...data.user, perks: [...data.user.perks, ...item.perks] } } : data,
        ),
      onSuccess: () => {
        onDone();
        session.refresh().catch(() => undefined);
      },
      success: (_, item, recipient) =>
        recipient ? `You gave ${item.name} to ${userDisplayName(recipient)}` : `You bought ${item.name}`,
    },
  );
}
