import { CreateObjectivePage } from '@features/achievements';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';
import { usePageNavigate } from '../../../page-navigate';

export const Route = createFileRoute('/staff/achievements/create')({
  beforeLoad: guardFor('/staff/achievements/create'),
  component: CreateObjectiveRoute,
});

function CreateObjectiveRoute() {
  // Replace: the created objective's form should not come back with Back.
  const onNavigate = usePageNavigate('replace');
  return <CreateObjectivePage onNavigate={onNavigate} />;
}
