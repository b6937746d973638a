import { OrderDetailPage } from '@features/orders';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/staff/orders/$id')({
  beforeLoad: guardFor('/staff/orders/$id'),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const onBack = useCallback(() => void navigate({ to: '/staff/orders' }), [navigate]);
  return <OrderDetailPage orderId={id} onBack={onBack} />;
}
