/**
 * Pure logic of `/subscribe` (docs/product/store-and-rewards.md#subscriptions): prices, intervals, statuses,
 * and the check of the payment provider's addresses before the site leaves for them. No React, no network.
 */

import { formatDate as formatDay, formatUsd } from '@lib/format';
import { safeExternalUrl } from '@lib/safe-url';
import type { BillingInterval, UserSubscription } from '@lib/schemas/store';

const INTERVALS: Record<BillingInterval, string> = {
  once: 'one payment',
  monthly: 'per month',
  yearly: 'per year',
};

/** `$4.99 per month`; a plan without a known interval shows its price alone. */
export function planPrice(price: number, interval: BillingInterval | null): string {
  return interval ? `${formatUsd(price)} ${INTERVALS[interval]}` : formatUsd(price);
}

/** Stripe's "active": `active` or `trialing`. */
export function isActive(subscription: Pick<UserSubscription, 'status'>): boolean {
  return subscription.status === 'active' || subscription.status === 'trialing';
}

const STATUSES: Readonly<Record<string, string>> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  canceled: 'Cancelled',
  paused: 'Paused',
};

/** A status for people; an unknown one shows as the server wrote it. */
export function statusLabel(status: string): string {
  return Object.hasOwn(STATUSES, status) ? (STATUSES[status] as string) : status;
}

/** `19 Jul 2026` (lib/format.ts); an impossible time reads 'an unknown day'. */
export const formatDate = (ms: number): string => formatDay(ms) ?? 'an unknown day';

/** Why the site stayed: the server's address for the payment page is not one it may open. */
export const REFUSED_ADDRESS =
  'The payment page’s address is not one this site may open, so you are still here. Nothing was charged. Please try again later or ask for help in the community server.';

/**
 * The address to leave for: `raw` when it is https on an allow-listed payment host (lib/safe-url.ts), else an
 * Error with {@link REFUSED_ADDRESS}, so the page stays and says why.
 */
export function paymentUrl(raw: unknown, hosts: ReadonlySet<string>): string {
  const url = safeExternalUrl(raw, hosts);
  if (!url) throw new Error(REFUSED_ADDRESS);
  return url;
}
