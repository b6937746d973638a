import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { ReportOrderPage, reportOrderSearchSchema } from '@features/order-reports';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/feedback/report-order')({
  validateSearch: reportOrderSearchSchema,
  beforeLoad: guardPage,
  component: ReportOrderRoute,
});

function ReportOrderRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <ReportOrderPage search={search} onSearchChange={onSearchChange} />;
}
