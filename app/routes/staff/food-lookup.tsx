import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { FoodLookupPage, foodLookupSearchSchema } from '@features/food-lookup';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/food-lookup')({
  beforeLoad: guardPage,
  validateSearch: foodLookupSearchSchema,
  component: FoodLookupRoute,
});

function FoodLookupRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <FoodLookupPage search={search} onSearchChange={onSearchChange} />;
}
