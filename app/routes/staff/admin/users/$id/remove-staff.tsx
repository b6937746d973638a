import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { RemoveStaffPage } from '@features/user-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/users/$id/remove-staff')({
  beforeLoad: guardPage,
  component: RemoveStaffRoute,
});

function RemoveStaffRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('push');
  return <RemoveStaffPage key={id} id={id} onNavigate={onNavigate} />;
}
