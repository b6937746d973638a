import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { RankEditorPage } from '@features/rank-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/rank-manager/$id')({
  beforeLoad: guardPage,
  component: EditRankRoute,
});

function EditRankRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('replace');
  return <RankEditorPage key={id} id={id} onNavigate={onNavigate} />;
}
