import { guardPage } from '@app/guards';
import { useSearchChange } from '@app/page-navigate';
import { UserManagerPage, userManagerSearchSchema } from '@features/user-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/users/')({
  beforeLoad: guardPage,
  validateSearch: userManagerSearchSchema,
  component: UserManagerRoute,
});

function UserManagerRoute() {
  const search = Route.useSearch();
  const onSearchChange = useSearchChange(Route);
  return <UserManagerPage search={search} onSearchChange={onSearchChange} />;
}
