import {
  DeliveryMessagesPage,
  type DirectorySearch,
  directorySearchSchema,
} from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/staff/delivery-messages/')({
  beforeLoad: guardFor('/staff/delivery-messages'),
  validateSearch: directorySearchSchema,
  component: DeliveryMessagesRoute,
});

function DeliveryMessagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: DirectorySearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <DeliveryMessagesPage search={search} onSearchChange={onSearchChange} />;
}
