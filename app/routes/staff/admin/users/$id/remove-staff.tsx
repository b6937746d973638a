import { RemoveStaffPage } from '@features/user-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../../guards';
import { usePageNavigate } from '../../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/users/$id/remove-staff')({
  beforeLoad: guardFor('/staff/admin/users/$id/remove-staff'),
  component: RemoveStaffRoute,
});

function RemoveStaffRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('push');
  return <RemoveStaffPage key={id} id={id} onNavigate={onNavigate} />;
}
