import { guardPage } from '@app/guards';
import { OrderReportsPage } from '@features/order-reports';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/report-manager/orders/')({
  beforeLoad: guardPage,
  component: OrderReportsPage,
});
