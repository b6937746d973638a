import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { FormBuilderPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/recruitment/create')({
  beforeLoad: guardPage,
  component: CreateFormRoute,
});

function CreateFormRoute() {
  const onNavigate = usePageNavigate('replace');
  return <FormBuilderPage onNavigate={onNavigate} />;
}
