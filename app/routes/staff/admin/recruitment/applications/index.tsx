import {
  AllApplicationsPage,
  type AllApplicationsSearch,
  allApplicationsSearchSchema,
} from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../../guards';

export const Route = createFileRoute('/staff/admin/recruitment/applications/')({
  beforeLoad: guardFor('/staff/admin/recruitment/applications'),
  validateSearch: allApplicationsSearchSchema,
  component: AllApplicationsRoute,
});

function AllApplicationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: AllApplicationsSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <AllApplicationsPage search={search} onSearchChange={onSearchChange} />;
}
