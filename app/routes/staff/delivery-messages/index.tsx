import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { DeliveryMessagesPage, directorySearchSchema } from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/delivery-messages/')({
  beforeLoad: guardPage,
  validateSearch: directorySearchSchema,
  component: DeliveryMessagesRoute,
});

function DeliveryMessagesRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <DeliveryMessagesPage search={search} onSearchChange={onSearchChange} />;
}
