import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { CreateObjectivePage } from '@features/achievements';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/achievements/create')({
  beforeLoad: guardPage,
  component: CreateObjectiveRoute,
});

function CreateObjectiveRoute() {
  // Replace: the created objective's form should not come back with Back.
  const onNavigate = usePageNavigate('replace');
  return <CreateObjectivePage onNavigate={onNavigate} />;
}
