import { BanUserPage } from '@features/user-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../../guards';
import { usePageNavigate } from '../../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/users/$id/ban')({
  beforeLoad: guardFor('/staff/admin/users/$id/ban'),
  component: BanUserRoute,
});

function BanUserRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('push');
  return <BanUserPage key={id} id={id} onNavigate={onNavigate} />;
}
