import { TeamsPage } from '@features/teams';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/teams/')({
  beforeLoad: guardFor('/staff/admin/teams'),
  component: TeamsPage,
});
