import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { DeliveryMessageEditorPage } from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/delivery-messages/create')({
  beforeLoad: guardPage,
  component: CreateDeliveryMessageRoute,
});

function CreateDeliveryMessageRoute() {
  // Same-origin app paths from the page. Replace: the saved form should not come back with Back.
  // Ignored once the user has left this page (a save or sign-in finishing late must not pull them back).
  const onNavigate = usePageNavigate('replace');
  return <DeliveryMessageEditorPage onNavigate={onNavigate} />;
}
