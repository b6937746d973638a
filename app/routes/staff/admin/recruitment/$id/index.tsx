import { FormBuilderPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../../guards';
import { usePageNavigate } from '../../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/recruitment/$id/')({
  beforeLoad: guardFor('/staff/admin/recruitment/$id'),
  component: EditFormRoute,
});

function EditFormRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('replace');
  return <FormBuilderPage key={id} id={id} onNavigate={onNavigate} />;
}
