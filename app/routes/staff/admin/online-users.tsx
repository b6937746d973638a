import { OnlineUsersPage } from '@features/online-users';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/staff/admin/online-users')({
  beforeLoad: guardFor('/staff/admin/online-users'),
  component: OnlineUsersPage,
});
