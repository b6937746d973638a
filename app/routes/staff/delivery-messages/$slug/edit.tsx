import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { DeliveryMessageEditorPage } from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/delivery-messages/$slug/edit')({
  beforeLoad: guardPage,
  component: EditDeliveryMessageRoute,
});

function EditDeliveryMessageRoute() {
  const { slug } = Route.useParams();
  // Ignored once the user has left this page (a save or sign-in finishing late must not pull them back).
  const onNavigate = usePageNavigate('replace');
  return <DeliveryMessageEditorPage key={slug} slug={slug} onNavigate={onNavigate} />;
}
