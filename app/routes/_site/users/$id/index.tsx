import { ProfilePage } from '@features/profiles';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/_site/users/$id/')({
  beforeLoad: guardFor('/users/$id'),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  return <ProfilePage key={id} id={id} />;
}
