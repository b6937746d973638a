import { MyDeliveryMessagePage } from '@features/delivery-messages';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../guards';

/** The edit route without a slug (spec: `/staff/delivery-messages/{slug optional}/edit`): your own message. */
export const Route = createFileRoute('/staff/delivery-messages/edit')({
  beforeLoad: guardFor('/staff/delivery-messages/edit'),
  component: MyDeliveryMessageRoute,
});

function MyDeliveryMessageRoute() {
  const router = useRouter();
  const onNavigate = useCallback((path: string) => void router.history.replace(path), [router]);
  return <MyDeliveryMessagePage onNavigate={onNavigate} />;
}
