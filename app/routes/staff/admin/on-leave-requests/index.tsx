import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { OnLeaveRequestsPage, onLeaveSearchSchema } from '@features/leave';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/on-leave-requests/')({
  beforeLoad: guardPage,
  validateSearch: onLeaveSearchSchema,
  component: OnLeaveRequestsRoute,
});

function OnLeaveRequestsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <OnLeaveRequestsPage search={search} onSearchChange={onSearchChange} />;
}
