import { guardPage } from '@app/guards';
import { AppealPage } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/appeal/$id')({
  beforeLoad: guardPage,
  component: AppealRoute,
});

function AppealRoute() {
  const { id } = Route.useParams();
  return <AppealPage key={id} id={id} />;
}
