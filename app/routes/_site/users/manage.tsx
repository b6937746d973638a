import { ProfileManagePage } from '@features/profiles';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';

/** `/users/manage`: your own profile, like `/users/@me/manage`. */
export const Route = createFileRoute('/_site/users/manage')({
  beforeLoad: guardFor('/users/manage'),
  component: OwnProfileManageRoute,
});

function OwnProfileManageRoute() {
  return <ProfileManagePage id="@me" />;
}
