import { MyApplicationPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/_site/recruitment/applications/$id')({
  beforeLoad: guardFor('/recruitment/applications/$id'),
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { id } = Route.useParams();
  return <MyApplicationPage key={id} id={id} />;
}
