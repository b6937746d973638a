import { StorePage, type StoreSearch, storeSearchSchema } from '@features/store';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

export const Route = createFileRoute('/_site/store')({
  validateSearch: storeSearchSchema,
  component: StoreRoute,
});

function StoreRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: StoreSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <StorePage search={search} onSearchChange={onSearchChange} />;
}
