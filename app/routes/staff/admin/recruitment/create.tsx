import { FormBuilderPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';
import { usePageNavigate } from '../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/recruitment/create')({
  beforeLoad: guardFor('/staff/admin/recruitment/create'),
  component: CreateFormRoute,
});

function CreateFormRoute() {
  const onNavigate = usePageNavigate('replace');
  return <FormBuilderPage onNavigate={onNavigate} />;
}
