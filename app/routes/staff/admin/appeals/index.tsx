import { AppealQueuePage, type AppealQueueSearch, appealQueueSearchSchema } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/appeals/')({
  beforeLoad: guardFor('/staff/admin/appeals'),
  validateSearch: appealQueueSearchSchema,
  component: AppealQueueRoute,
});

function AppealQueueRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: AppealQueueSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <AppealQueuePage search={search} onSearchChange={onSearchChange} />;
}
