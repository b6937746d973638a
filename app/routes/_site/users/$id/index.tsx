import { guardPage } from '@app/guards';
import { ProfilePage } from '@features/profiles';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/users/$id/')({
  beforeLoad: guardPage,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  return <ProfilePage key={id} id={id} />;
}
