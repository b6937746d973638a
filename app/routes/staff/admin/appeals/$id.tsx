import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { ManageAppealPage } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/appeals/$id')({
  beforeLoad: guardPage,
  component: ManageAppealRoute,
});

function ManageAppealRoute() {
  const { id } = Route.useParams();
  // Replace: a decided appeal is gone from the queue; Back should not return to it.
  const onNavigate = usePageNavigate('replace');
  return <ManageAppealPage key={id} id={id} onNavigate={onNavigate} />;
}
