import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { AllApplicationsPage, allApplicationsSearchSchema } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/recruitment/applications/')({
  beforeLoad: guardPage,
  validateSearch: allApplicationsSearchSchema,
  component: AllApplicationsRoute,
});

function AllApplicationsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <AllApplicationsPage search={search} onSearchChange={onSearchChange} />;
}
