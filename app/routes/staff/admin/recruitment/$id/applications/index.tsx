import {
  FormApplicationsPage,
  type FormApplicationsSearch,
  formApplicationsSearchSchema,
} from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../../../guards';

export const Route = createFileRoute('/staff/admin/recruitment/$id/applications/')({
  beforeLoad: guardFor('/staff/admin/recruitment/$id/applications'),
  validateSearch: formApplicationsSearchSchema,
  component: FormApplicationsRoute,
});

function FormApplicationsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: FormApplicationsSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <FormApplicationsPage key={id} formId={id} search={search} onSearchChange={onSearchChange} />;
}
