import { guardPage } from '@app/guards';
import { ManagementStatisticsPage } from '@features/management-statistics';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/management-statistics/management')({
  beforeLoad: guardPage,
  component: ManagementRoute,
});

function ManagementRoute() {
  return <ManagementStatisticsPage />;
}
