import { OrderHistoryPage, type OrderHistorySearch, parseHistoryType } from '@features/order-history';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/order-history/$id')({
  // `?type=delivered|deleted|cancelled|reported`; anything else means all. The page checks the id itself
  // (a non-snowflake id shows the server's message without a request).
  validateSearch: (search: Record<string, unknown>): OrderHistorySearch => {
    const type = parseHistoryType(search.type);
    return type ? { type } : {};
  },
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
