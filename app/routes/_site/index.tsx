import { HomePage, type HomeSearch, homeSearchSchema } from '@features/home';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

export const Route = createFileRoute('/_site/')({
  validateSearch: homeSearchSchema,
  component: HomeRoute,
});

function HomeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: HomeSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <HomePage search={search} onSearchChange={onSearchChange} />;
}
