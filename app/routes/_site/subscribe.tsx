import { SubscribePage } from '@features/subscribe';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/subscribe')({
  component: SubscribeRoute,
});

/** Leaves the site for the payment provider (the page has checked the address). */
const leave = (url: string) => window.location.assign(url);

function SubscribeRoute() {
  return <SubscribePage onLeave={leave} />;
}
