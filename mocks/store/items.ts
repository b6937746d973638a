/**
 * The store's six items (docs/product/store-and-rewards.md#store): a static list in the core, sent as
 * is by `GET /api/client/store/items`. Every special offer ran from 2023-11-23 to 2023-11-27 and has long ended;
 * the list keeps them, as the server does.
 */
import { PERKS } from '@lib/permissions';
import type { StoreItem } from '@lib/schemas/store';

const OFFER_START = 1700769551897;
const OFFER_END = 1701129599000;

const offer = (virtualMoney: number) => ({
  startDate: OFFER_START,
  endDate: OFFER_END,
  prices: { realMoney: 0, virtualMoney },
});

/** What the server sends (its `hasPerk` and `purchaseAction` functions do not survive JSON). */
export const STORE_ITEMS: readonly StoreItem[] = [
  {
    id: 1,
    name: 'Cancel Orders',
    description: 'Cancel an order you sent by mistake before the kitchen claims it.',
    prices: { realMoney: 0, virtualMoney: 20_000 },
    specialOffer: offer(10_000),
    perks: [PERKS.CANCEL_ORDERS],
  },
  {
    id: 2,
    name: 'Priority Orders',
    description: 'Your orders are marked as priority for the kitchen.',
    prices: { realMoney: 0, virtualMoney: 25_000 },
    specialOffer: offer(12_500),
    perks: [PERKS.PRIORITY_ORDERS],
  },
  {
    id: 3,
    name: 'Order Multiplier',
    description: 'Every delivered order counts for more on your statistics.',
    prices: { realMoney: 0, virtualMoney: 30_000 },
    specialOffer: offer(15_000),
    perks: [PERKS.ORDER_MULTIPLIER],
  },
  {
    id: 4,
    name: 'Faster Orders',
    description: 'Preparation time goes from 3 minutes down to 1 minute 30 seconds.',
    prices: { realMoney: 0, virtualMoney: 30_000 },
    specialOffer: offer(15_000),
    perks: [PERKS.PREPARE_ORDER_FASTER],
  },
  {
    id: 5,
    name: 'Daily Multiplier',
    description: 'More money from every daily reward.',
    prices: { realMoney: 0, virtualMoney: 5_000 },
    specialOffer: offer(2_500),
    perks: [PERKS.DAILY_MULTIPLIER],
  },
  {
    id: 6,
    name: 'Stickers & External Emojis',
    description: 'A role in the community server that lets you use stickers and emojis from other servers.',
    prices: { realMoney: 0, virtualMoney: 150 },
    specialOffer: null,
    perks: [],
  },
];
