import { RankManagerPage } from '@features/rank-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/rank-manager/')({
  beforeLoad: guardFor('/staff/admin/rank-manager'),
  component: RankManagerPage,
});
