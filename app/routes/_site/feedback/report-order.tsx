import { ReportOrderPage, type ReportOrderSearch, reportOrderSearchSchema } from '@features/order-reports';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/_site/feedback/report-order')({
  validateSearch: reportOrderSearchSchema,
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
