import { guardPage } from '@app/guards';
import { TeamsPage } from '@features/teams';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/teams/')({
  beforeLoad: guardPage,
  component: TeamsPage,
});
