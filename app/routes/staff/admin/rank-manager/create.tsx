import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { RankEditorPage } from '@features/rank-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/rank-manager/create')({
  beforeLoad: guardPage,
  component: CreateRankRoute,
});

function CreateRankRoute() {
  const onNavigate = usePageNavigate('replace');
  return <RankEditorPage onNavigate={onNavigate} />;
}
