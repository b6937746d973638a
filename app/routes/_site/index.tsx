import { launchRedirect } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { HomePage, homeSearchSchema } from '@features/home';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/')({
  validateSearch: homeSearchSchema,
  // Not a guard (beforeLoad stays the access map's): where the installed app's launch goes.
  loaderDeps: ({ search }) => ({ launch: search.launch }),
  loader: ({ context, deps }) => launchRedirect({ context, search: deps }),
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <HomePage search={search} onSearchChange={onSearchChange} />;
}
