import {
  DeliveryMessagesPage,
  DIRECTORY_REQUIREMENTS,
  type DirectorySearch,
  parseDirectorySearch,
} from '@features/delivery-messages';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hasPermissions } from '../../../guards';

export const Route = createFileRoute('/staff/delivery-messages/')({
  beforeLoad: hasPermissions(DIRECTORY_REQUIREMENTS),
  validateSearch: parseDirectorySearch,
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
