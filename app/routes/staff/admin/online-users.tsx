import { guardPage } from '@app/guards';
import { OnlineUsersPage } from '@features/online-users';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/online-users')({
  beforeLoad: guardPage,
  component: OnlineUsersPage,
});
