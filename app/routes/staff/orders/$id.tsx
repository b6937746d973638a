import { guardPage } from '@app/guards';
import { OrderDetailPage } from '@features/orders';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

export const Route = createFileRoute('/staff/orders/$id')({
  beforeLoad: guardPage,
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const onBack = useCallback(() => void navigate({ to: '/staff/orders' }), [navigate]);
  return <OrderDetailPage orderId={id} onBack={onBack} />;
}
