import { FoodLookupPage, type FoodLookupSearch, foodLookupSearchSchema } from '@features/food-lookup';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../guards';

export const Route = createFileRoute('/staff/food-lookup')({
  beforeLoad: guardFor('/staff/food-lookup'),
  validateSearch: foodLookupSearchSchema,
  component: FoodLookupRoute,
});

function FoodLookupRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: FoodLookupSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <FoodLookupPage search={search} onSearchChange={onSearchChange} />;
}
