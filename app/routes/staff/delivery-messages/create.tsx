import { DeliveryMessageEditorPage, DIRECTORY_REQUIREMENTS } from '@features/delivery-messages';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hasPermissions } from '../../../guards';

export const Route = createFileRoute('/staff/delivery-messages/create')({
  beforeLoad: hasPermissions(DIRECTORY_REQUIREMENTS),
  component: CreateDeliveryMessageRoute,
});

function CreateDeliveryMessageRoute() {
  const router = useRouter();
  // Same-origin app paths from the page. Replace: the saved form should not come back with Back.
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <DeliveryMessageEditorPage onNavigate={onNavigate} />;
}
