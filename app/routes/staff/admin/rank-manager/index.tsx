import { guardPage } from '@app/guards';
import { RankManagerPage } from '@features/rank-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/rank-manager/')({
  beforeLoad: guardPage,
  component: RankManagerPage,
});
