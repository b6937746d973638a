/**
 * The plans (loaded once), the user's own subscriptions, and the two ways out to the payment provider: a checkout
 * and the billing portal. Each address is checked (`paymentUrl`) before `onLeave` gets it; a refused one or a
 * failure stays on the page in the action's `error`.
 */
import { useAction } from '@lib/action';
import { paymentHosts } from '@lib/config';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import type { SubscriptionPlan } from '@lib/schemas/store';
import { billingPortalEndpoint, checkoutEndpoint, mySubscriptionsEndpoint, plansEndpoint } from './api';
import { paymentUrl } from './model';

export function usePlans() {
  return useEndpoint(plansEndpoint, undefined, loadOnce);
}

/** The signed-in user's subscriptions; nothing is asked for an anonymous visitor. */
export function useMySubscriptions(signedIn: boolean) {
  return useEndpoint(mySubscriptionsEndpoint, signedIn ? undefined : null, loadOnce);
}

export function useCheckout(onLeave: (url: string) => void) {
  return useAction(async (plan: SubscriptionPlan) => {
    const { checkoutURL } = await checkoutEndpoint.call({ subscriptionID: plan.id });
    onLeave(paymentUrl(checkoutURL, paymentHosts));
  });
}

export function useBillingPortal(onLeave: (url: string) => void) {
  return useAction(async () => {
    const { sessionURL } = await billingPortalEndpoint.call(undefined);
    onLeave(paymentUrl(sessionURL, paymentHosts));
  });
}
