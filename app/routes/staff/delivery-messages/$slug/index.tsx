import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { DeliveryMessagePage } from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/delivery-messages/$slug/')({
  beforeLoad: guardPage,
  component: DeliveryMessageRoute,
});

function DeliveryMessageRoute() {
  const { slug } = Route.useParams();
  // Ignored once the user has left this page (a save or sign-in finishing late must not pull them back).
  const onNavigate = usePageNavigate('replace');
  return <DeliveryMessagePage key={slug} slug={slug} onNavigate={onNavigate} />;
}
