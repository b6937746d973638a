import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { CreateAppealPage } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/appeal/create')({
  beforeLoad: guardPage,
  component: CreateAppealRoute,
});

function CreateAppealRoute() {
  // Replace: after sending, Back should not return to the sent form.
  const onNavigate = usePageNavigate('replace');
  return <CreateAppealPage onNavigate={onNavigate} />;
}
