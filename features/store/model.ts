/**
 * Pure logic of the store (docs/product/store-and-rewards.md#store): the URL search, prices and special offers,
 * ownership, the balance, gift ids and the page's fixed strings. No React, no network: model.test.ts.
 */
import type { StoreItem } from '@lib/schemas/store';
import { isSnowflake } from '@lib/snowflake';
import * as z from 'zod/mini';

export {
  type StoreSearch,
  storeSearchSchema,
} from './search';

export const THANK_YOU_TITLE = 'Thank you for your purchase!';
export const THANK_YOU_MESSAGE =
  'Your payment went through. It can take a minute for what you bought to show on your account.';

/** What a `{ purchased: false }` answer means, said plainly in the dialog. */
export const NOTHING_CHANGED =
  'Nothing changed: the server did not complete this purchase, usually because the perk is already held. No money was taken.';

export interface ItemPrice {
  /** What the item costs now. */
  price: number;
  /** The regular price while a special offer runs (to strike through), else null. */
  regular: number | null;
  /** When the running offer ends (ms), else null. */
  offerEndsAt: number | null;
}

/** The price now: the special offer's while its dates include `now`, else the regular one. */
export function priceOf(item: StoreItem, now: number): ItemPrice {
  const offer = item.specialOffer;
  if (offer && offer.startDate <= now && now <= offer.endDate) {
    return {
      price: offer.prices.virtualMoney,
      regular: item.prices.virtualMoney,
      offerEndsAt: offer.endDate,
    };
  }
  return { price: item.prices.virtualMoney, regular: null, offerEndsAt: null };
}

/**
 * Whether `perks` (a user's) already hold what the item grants. An item without perks (the role item) is never
 * owned: it can be bought again.
 */
export function isOwned(item: StoreItem, perks: readonly string[] | null | undefined): boolean {
  return item.perks.length > 0 && item.perks.every((perk) => perks?.includes(perk));
}

const PERK_LABELS: Readonly<Record<string, string>> = {
  CANCEL_ORDERS: 'Cancel orders',
  PRIORITY_ORDERS: 'Priority orders',
  ORDER_MULTIPLIER: 'Order multiplier',
  PREPARE_ORDER_FASTER: 'Faster preparation',
  DAILY_MULTIPLIER: 'Daily multiplier',
  DAILY_12_HOUR_INTERVAL: 'Daily every 12 hours',
  MULTIPLE_VANITY_URLS: 'Several vanity URLs',
};

/** A perk's name for people; an unknown perk shows as the server wrote it. */
export function perkLabel(perk: string): string {
  return Object.hasOwn(PERK_LABELS, perk) ? (PERK_LABELS[perk] as string) : perk;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The item's perks by name, without those its own name already says ("Priority Orders" grants "Priority
 * orders"): a chip that repeats the title adds nothing.
 */
export function newPerks(item: Pick<StoreItem, 'name' | 'perks'>): string[] {
  const name = words(item.name);
  return item.perks.map(perkLabel).filter((label) => words(label) !== name);
}

const withMoney = z.looseObject({ money: z.number() });

/** The user's balance (`money`), or null when the user object has none. */
export function balanceOf(user: unknown): number | null {
  const parsed = withMoney.safeParse(user);
  return parsed.success && Number.isFinite(parsed.data.money) ? parsed.data.money : null;
}

/** The gift form's check of a user id, before any request: null when it is a snowflake. */
export function giftIdError(raw: string): string | null {
  const id = raw.trim();
  if (id === '') return 'Enter the user ID of the person to give it to';
  if (!isSnowflake(id)) return 'A user ID is a number of 17 to 19 digits, e.g. 228168039710444964';
  return null;
}
