import { ApplicationFormPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';
import { usePageNavigate } from '../../../page-navigate';

export const Route = createFileRoute('/_site/recruitment/$id')({
  beforeLoad: guardFor('/recruitment/$id'),
  component: ApplicationFormRoute,
});

function ApplicationFormRoute() {
  const { id } = Route.useParams();
  // Replace: after sending, Back should not return to the sent form.
  const onNavigate = usePageNavigate('replace');
  return <ApplicationFormPage key={id} id={id} onNavigate={onNavigate} />;
}
