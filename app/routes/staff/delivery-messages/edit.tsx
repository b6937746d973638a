import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { MyDeliveryMessagePage } from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';

/** The edit route without a slug (spec: `/staff/delivery-messages/{slug optional}/edit`): your own message. */
export const Route = createFileRoute('/staff/delivery-messages/edit')({
  beforeLoad: guardPage,
  component: MyDeliveryMessageRoute,
});

function MyDeliveryMessageRoute() {
  // Ignored once the user has left this page (a save or sign-in finishing late must not pull them back).
  const onNavigate = usePageNavigate('replace');
  return <MyDeliveryMessagePage onNavigate={onNavigate} />;
}
