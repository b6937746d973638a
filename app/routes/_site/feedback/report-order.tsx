import { parseOrderIdParam, ReportOrderPage, type ReportOrderSearch } from '@features/order-reports';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/_site/feedback/report-order')({
  // `?orderID=` prefills the field; anything that is not an order id is dropped.
  validateSearch: (search: Record<string, unknown>): ReportOrderSearch => {
    const orderID = parseOrderIdParam(search.orderID);
    return orderID ? { orderID } : {};
  },
  beforeLoad: guardFor('/feedback/report-order'),
  component: ReportOrderRoute,
});

function ReportOrderRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: ReportOrderSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <ReportOrderPage search={search} onSearchChange={onSearchChange} />;
}
