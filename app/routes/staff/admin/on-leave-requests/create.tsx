import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { CreateLeaveRequestPage } from '@features/leave';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/on-leave-requests/create')({
  beforeLoad: guardPage,
  component: CreateLeaveRequestRoute,
});

function CreateLeaveRequestRoute() {
  // Replace: after filing, Back should not return to the filled form.
  const onNavigate = usePageNavigate('replace');
  return <CreateLeaveRequestPage onNavigate={onNavigate} />;
}
