import { DeliveryMessageEditorPage } from '@features/delivery-messages';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/staff/delivery-messages/create')({
  beforeLoad: guardFor('/staff/delivery-messages/create'),
  component: CreateDeliveryMessageRoute,
});

function CreateDeliveryMessageRoute() {
  const router = useRouter();
  // Same-origin app paths from the page. Replace: the saved form should not come back with Back.
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <DeliveryMessageEditorPage onNavigate={onNavigate} />;
}
