import { launchRedirect } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { HomePage, homeSearchSchema } from '@features/home';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/')({
  validateSearch: homeSearchSchema,
  beforeLoad: launchRedirect,
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <HomePage search={search} onSearchChange={onSearchChange} />;
}
