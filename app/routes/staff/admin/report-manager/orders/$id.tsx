import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { OrderReportPage } from '@features/order-reports';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/report-manager/orders/$id')({
  beforeLoad: guardPage,
  component: OrderReportRoute,
});

function OrderReportRoute() {
  const { id } = Route.useParams();
  // The page only hands over same-origin paths it built itself (the report list).
  // Ignored once the user has left this page (a save or sign-in finishing late must not pull them back).
  const onNavigate = usePageNavigate('push');
  return <OrderReportPage key={id} id={id} onNavigate={onNavigate} />;
}
