import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { ApplicationFormPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/recruitment/$id')({
  beforeLoad: guardPage,
  component: ApplicationFormRoute,
});

function ApplicationFormRoute() {
  const { id } = Route.useParams();
  // Replace: after sending, Back should not return to the sent form.
  const onNavigate = usePageNavigate('replace');
  return <ApplicationFormPage key={id} id={id} onNavigate={onNavigate} />;
}
