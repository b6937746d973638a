import { DeliveryMessagePage } from '@features/delivery-messages';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/delivery-messages/$slug/')({
  beforeLoad: guardFor('/staff/delivery-messages/$slug'),
  component: DeliveryMessageRoute,
});

function DeliveryMessageRoute() {
  const { slug } = Route.useParams();
  const router = useRouter();
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <DeliveryMessagePage key={slug} slug={slug} onNavigate={onNavigate} />;
}
