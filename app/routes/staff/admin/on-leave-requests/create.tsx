import { CreateLeaveRequestPage } from '@features/leave';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';
import { usePageNavigate } from '../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/on-leave-requests/create')({
  beforeLoad: guardFor('/staff/admin/on-leave-requests/create'),
  component: CreateLeaveRequestRoute,
});

function CreateLeaveRequestRoute() {
  // Replace: after filing, Back should not return to the filled form.
  const onNavigate = usePageNavigate('replace');
  return <CreateLeaveRequestPage onNavigate={onNavigate} />;
}
