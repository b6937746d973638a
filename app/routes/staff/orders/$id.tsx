import { OrderDetailPage } from '@features/orders';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hasPermissions } from '../../../guards';

export const Route = createFileRoute('/staff/orders/$id')({
  beforeLoad: hasPermissions({ permissions: ['MANAGE_ORDERS'] }),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const onBack = useCallback(() => void navigate({ to: '/staff/orders' }), [navigate]);
  return <OrderDetailPage orderId={id} onBack={onBack} />;
}
