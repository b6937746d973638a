import { DeliveryMessagePage } from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';
import { usePageNavigate } from '../../../../page-navigate';

export const Route = createFileRoute('/staff/delivery-messages/$slug/')({
  beforeLoad: guardFor('/staff/delivery-messages/$slug'),
  component: DeliveryMessageRoute,
});

function DeliveryMessageRoute() {
  const { slug } = Route.useParams();
  // Ignored once the user has left this page (a save or sign-in finishing late must not pull them back).
  const onNavigate = usePageNavigate('replace');
  return <DeliveryMessagePage key={slug} slug={slug} onNavigate={onNavigate} />;
}
