import { DeliveryMessagePage, DIRECTORY_REQUIREMENTS } from '@features/delivery-messages';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hasPermissions } from '../../../../guards';

export const Route = createFileRoute('/staff/delivery-messages/$slug/')({
  beforeLoad: hasPermissions(DIRECTORY_REQUIREMENTS),
  component: DeliveryMessageRoute,
});

function DeliveryMessageRoute() {
  const { slug } = Route.useParams();
  const router = useRouter();
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <DeliveryMessagePage key={slug} slug={slug} onNavigate={onNavigate} />;
}
