import { OrderHistoryPage, type OrderHistorySearch, orderHistorySearchSchema } from '@features/order-history';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/order-history/$id')({
  validateSearch: orderHistorySearchSchema,
  beforeLoad: guardFor('/staff/admin/order-history/$id'),
  component: OrderHistoryRoute,
});

function OrderHistoryRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: OrderHistorySearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <OrderHistoryPage key={id} id={id} search={search} onSearchChange={onSearchChange} />;
}
