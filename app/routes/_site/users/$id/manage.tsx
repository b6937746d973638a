import { ProfileManagePage } from '@features/profiles';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/_site/users/$id/manage')({
  beforeLoad: guardFor('/users/$id/manage'),
  component: ProfileManageRoute,
});

function ProfileManageRoute() {
  const { id } = Route.useParams();
  return <ProfileManagePage key={id} id={id} />;
}
