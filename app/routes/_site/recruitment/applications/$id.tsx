import { guardPage } from '@app/guards';
import { MyApplicationPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/recruitment/applications/$id')({
  beforeLoad: guardPage,
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { id } = Route.useParams();
  return <MyApplicationPage key={id} id={id} />;
}
