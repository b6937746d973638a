import { guardPage } from '@app/guards';
import { ProfileManagePage } from '@features/profiles';
import { createFileRoute } from '@tanstack/react-router';

/** `/users/manage`: your own profile, like `/users/@me/manage`. */
export const Route = createFileRoute('/_site/users/manage')({
  beforeLoad: guardPage,
  component: OwnProfileManageRoute,
});

function OwnProfileManageRoute() {
  return <ProfileManagePage id="@me" />;
}
