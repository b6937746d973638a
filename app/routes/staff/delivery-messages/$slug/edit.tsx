import { DeliveryMessageEditorPage } from '@features/delivery-messages';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/delivery-messages/$slug/edit')({
  beforeLoad: guardFor('/staff/delivery-messages/$slug/edit'),
  component: EditDeliveryMessageRoute,
});

function EditDeliveryMessageRoute() {
  const { slug } = Route.useParams();
  const router = useRouter();
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <DeliveryMessageEditorPage key={slug} slug={slug} onNavigate={onNavigate} />;
}
