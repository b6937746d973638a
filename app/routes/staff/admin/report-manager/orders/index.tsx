import { OrderReportsPage } from '@features/order-reports';
import { createFileRoute } from '@tanstack/react-router';
import { hasPermissions } from '../../../../../guards';

export const Route = createFileRoute('/staff/admin/report-manager/orders/')({
  // Spec §5: with both lists the guard passes with ALL permissions OR ALL perks (the sidebar entry needs both).
  beforeLoad: hasPermissions({ permissions: ['VIEW_BACKLOG'], perks: ['FEEDBACK_BETA'] }),
  component: OrderReportsPage,
});
