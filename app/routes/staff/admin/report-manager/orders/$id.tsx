import { OrderReportPage } from '@features/order-reports';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../../guards';

export const Route = createFileRoute('/staff/admin/report-manager/orders/$id')({
  beforeLoad: guardFor('/staff/admin/report-manager/orders/$id'),
  component: OrderReportRoute,
});

function OrderReportRoute() {
  const { id } = Route.useParams();
  const router = useRouter();
  // The page only hands over same-origin paths it built itself (the report list).
  const onNavigate = useCallback((path: string) => void router.history.push(path), [router]);
  return <OrderReportPage key={id} id={id} onNavigate={onNavigate} />;
}
