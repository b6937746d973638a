import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { BanUserPage } from '@features/user-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/users/$id/ban')({
  beforeLoad: guardPage,
  component: BanUserRoute,
});

function BanUserRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('push');
  return <BanUserPage key={id} id={id} onNavigate={onNavigate} />;
}
