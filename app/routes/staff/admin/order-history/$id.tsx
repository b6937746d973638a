import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { OrderHistoryPage, orderHistorySearchSchema } from '@features/order-history';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/order-history/$id')({
  validateSearch: orderHistorySearchSchema,
  beforeLoad: guardPage,
  component: OrderHistoryRoute,
});

function OrderHistoryRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <OrderHistoryPage key={id} id={id} search={search} onSearchChange={onSearchChange} />;
}
