import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { CreateTeamPage } from '@features/teams';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/teams/create')({
  beforeLoad: guardPage,
  component: CreateTeamRoute,
});

function CreateTeamRoute() {
  // Replace: the created team's form should not come back with Back.
  const onNavigate = usePageNavigate('replace');
  return <CreateTeamPage onNavigate={onNavigate} />;
}
