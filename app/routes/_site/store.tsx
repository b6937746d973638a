import { useSearchChange } from '@app/page-navigate';
import { prefetchStoreItems, StorePage, storeSearchSchema } from '@features/store';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/store')({
  validateSearch: storeSearchSchema,
  // On a real visit (not a hover preload) the page's data loads alongside its code, not after it has rendered.
  loader: ({ preload }) => {
    if (!preload) prefetchStoreItems();
  },
  component: StoreRoute,
});

function StoreRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <StorePage search={search} onSearchChange={onSearchChange} />;
}
