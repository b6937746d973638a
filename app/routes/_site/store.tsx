import { useSearchChange } from '@app/page-navigate';
import { StorePage, storeSearchSchema } from '@features/store';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/store')({
  validateSearch: storeSearchSchema,
  component: StoreRoute,
});

function StoreRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <StorePage search={search} onSearchChange={onSearchChange} />;
}
