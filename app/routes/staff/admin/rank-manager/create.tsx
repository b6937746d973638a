import { RankEditorPage } from '@features/rank-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';
import { usePageNavigate } from '../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/rank-manager/create')({
  beforeLoad: guardFor('/staff/admin/rank-manager/create'),
  component: CreateRankRoute,
});

function CreateRankRoute() {
  const onNavigate = usePageNavigate('replace');
  return <RankEditorPage onNavigate={onNavigate} />;
}
