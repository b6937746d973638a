import { guardPage } from '@app/guards';
import { ProfileManagePage } from '@features/profiles';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/users/$id/manage')({
  beforeLoad: guardPage,
  component: ProfileManageRoute,
});

function ProfileManageRoute() {
  const { id } = Route.useParams();
  return <ProfileManagePage key={id} id={id} />;
}
