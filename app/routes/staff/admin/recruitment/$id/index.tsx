import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { FormBuilderPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/recruitment/$id/')({
  beforeLoad: guardPage,
  component: EditFormRoute,
});

function EditFormRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('replace');
  return <FormBuilderPage key={id} id={id} onNavigate={onNavigate} />;
}
