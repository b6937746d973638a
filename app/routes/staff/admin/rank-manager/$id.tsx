import { RankEditorPage } from '@features/rank-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';
import { usePageNavigate } from '../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/rank-manager/$id')({
  beforeLoad: guardFor('/staff/admin/rank-manager/$id'),
  component: EditRankRoute,
});

function EditRankRoute() {
  const { id } = Route.useParams();
  const onNavigate = usePageNavigate('replace');
  return <RankEditorPage key={id} id={id} onNavigate={onNavigate} />;
}
