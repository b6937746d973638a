import { CreateTeamPage } from '@features/teams';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';
import { usePageNavigate } from '../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/teams/create')({
  beforeLoad: guardFor('/staff/admin/teams/create'),
  component: CreateTeamRoute,
});

function CreateTeamRoute() {
  // Replace: the created team's form should not come back with Back.
  const onNavigate = usePageNavigate('replace');
  return <CreateTeamPage onNavigate={onNavigate} />;
}
