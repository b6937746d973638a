import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { AppealQueuePage, appealQueueSearchSchema } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/appeals/')({
  beforeLoad: guardPage,
  validateSearch: appealQueueSearchSchema,
  component: AppealQueueRoute,
});

function AppealQueueRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <AppealQueuePage search={search} onSearchChange={onSearchChange} />;
}
