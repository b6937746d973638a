import { guardPage } from '@app/guards';
import { MyPerformancePage } from '@features/management-statistics';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/management-statistics/')({
  beforeLoad: guardPage,
  component: MyPerformanceRoute,
});

function MyPerformanceRoute() {
  return <MyPerformancePage />;
}
