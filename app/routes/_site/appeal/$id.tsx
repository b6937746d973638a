import { AppealPage } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/_site/appeal/$id')({
  beforeLoad: guardFor('/appeal/$id'),
  component: AppealRoute,
});

function AppealRoute() {
  const { id } = Route.useParams();
  return <AppealPage key={id} id={id} />;
}
