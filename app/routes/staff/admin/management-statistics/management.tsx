import { ManagementStatisticsPage } from '@features/management-statistics';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/management-statistics/management')({
  beforeLoad: guardFor('/staff/admin/management-statistics/management'),
  component: ManagementRoute,
});

function ManagementRoute() {
  return <ManagementStatisticsPage />;
}
