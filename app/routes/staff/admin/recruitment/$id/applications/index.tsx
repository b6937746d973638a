import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { FormApplicationsPage, formApplicationsSearchSchema } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/recruitment/$id/applications/')({
  beforeLoad: guardPage,
  validateSearch: formApplicationsSearchSchema,
  component: FormApplicationsRoute,
});

function FormApplicationsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <FormApplicationsPage key={id} formId={id} search={search} onSearchChange={onSearchChange} />;
}
