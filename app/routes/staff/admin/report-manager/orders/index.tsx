import { OrderReportsPage } from '@features/order-reports';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../../guards';

export const Route = createFileRoute('/staff/admin/report-manager/orders/')({
  beforeLoad: guardFor('/staff/admin/report-manager/orders'),
  component: OrderReportsPage,
});
