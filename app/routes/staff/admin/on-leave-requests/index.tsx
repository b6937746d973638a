import { OnLeaveRequestsPage, type OnLeaveSearch, onLeaveSearchSchema } from '@features/leave';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/on-leave-requests/')({
  beforeLoad: guardFor('/staff/admin/on-leave-requests'),
  validateSearch: onLeaveSearchSchema,
  component: OnLeaveRequestsRoute,
});

function OnLeaveRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: OnLeaveSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <OnLeaveRequestsPage search={search} onSearchChange={onSearchChange} />;
}
