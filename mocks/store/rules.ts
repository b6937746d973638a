/**
 * Store rules (docs/product/store-and-rewards.md#store, docs/api/endpoints.md#store;
 * docs/product/store-and-rewards.md): the price of an item now and a purchase, for the buyer or as a gift. The core
 * only shows the item's action (a perk already held: `false` and nothing written; otherwise the perk is added; the
 * role item always succeeds). Everything else is "Not shown" and designed here:
 * - the price is the special offer's while the offer runs, else `prices.virtualMoney`;
 * - money is checked first (400 `insufficient_funds`) and taken only when the purchase goes through: a `false`
 *   answer changes nothing at all;
 * - the buyer pays for a gift; `giftUserID` must be a snowflake (400 `invalid_user_id`) of a known user (404
 *   `user_not_found`); a gift to oneself is a purchase for oneself;
 * - an unknown item id (it must be the same number) is 404 `item_not_found`.
 */
import type { StoreItem } from '@lib/schemas/store';
import { isSnowflake } from '@lib/snowflake';
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import { effectivePerks } from '../ranks/rules';
import type { UserDoc } from '../types';
import { STORE_ITEMS } from './items';

export function listStoreItems(): StoreItem[] {
  return structuredClone([...STORE_ITEMS]);
}

/** The item whose `id` is this number (the core's exact match: `"5"` is not 5), or 404. */
export function findStoreItem(id: unknown): StoreItem {
  const item = STORE_ITEMS.find((i) => i.id === id);
  if (!item) throw errors.itemNotFound();
  return item;
}

/** The special offer's price while it runs, else the regular one. */
export function priceOf(item: StoreItem, at: number = now()): number {
  const offer = item.specialOffer;
  if (offer && offer.startDate <= at && at <= offer.endDate) return offer.prices.virtualMoney;
  return item.prices.virtualMoney;
}

/** The user a purchase is for: the buyer, or the gift's recipient. */
export function recipientOf(buyer: UserDoc, giftUserID: unknown): UserDoc {
  if (giftUserID === undefined || giftUserID === null || giftUserID === '' || giftUserID === buyer._id) {
    return buyer;
  }
  if (!isSnowflake(giftUserID)) throw errors.invalidUserId();
  const recipient = db.users.get(giftUserID);
  if (!recipient) throw errors.userNotFound();
  return recipient;
}

/**
 * Buys `body.id` for the buyer or `body.giftUserID`. Resolves `false` when the recipient already holds every
 * perk of the item (nothing changes, no money is taken); otherwise takes the price and adds the perks.
 */
export function purchase(buyer: UserDoc, body: Record<string, unknown>): boolean {
  const item = findStoreItem(body.id);
  const recipient = recipientOf(buyer, body.giftUserID);
  const price = priceOf(item);
  if (buyer.money < price) throw errors.insufficientFunds();
  const held = effectivePerks(recipient);
  if (item.perks.length > 0 && item.perks.every((perk) => held.includes(perk))) return false;
  buyer.money -= price;
  for (const perk of item.perks) if (!recipient.perks.includes(perk)) recipient.perks.push(perk);
  // The role item's Discord role is given by the bot: nothing to store here.
  return true;
}
