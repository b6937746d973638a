import { MyPerformancePage } from '@features/management-statistics';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/management-statistics/')({
  beforeLoad: guardFor('/staff/admin/management-statistics'),
  component: MyPerformanceRoute,
});

function MyPerformanceRoute() {
  return <MyPerformancePage />;
}
