import { CreateAppealPage } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';
import { usePageNavigate } from '../../../page-navigate';

export const Route = createFileRoute('/_site/appeal/create')({
  beforeLoad: guardFor('/appeal/create'),
  component: CreateAppealRoute,
});

function CreateAppealRoute() {
  // Replace: after sending, Back should not return to the sent form.
  const onNavigate = usePageNavigate('replace');
  return <CreateAppealPage onNavigate={onNavigate} />;
}
