import { UserManagerPage, type UserManagerSearch, userManagerSearchSchema } from '@features/user-manager';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/users/')({
  beforeLoad: guardFor('/staff/admin/users'),
  validateSearch: userManagerSearchSchema,
  component: UserManagerRoute,
});

function UserManagerRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: UserManagerSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <UserManagerPage search={search} onSearchChange={onSearchChange} />;
}
