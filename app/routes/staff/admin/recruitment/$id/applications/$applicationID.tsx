import { guardPage } from '@app/guards';
import { usePageNavigate } from '@app/page-navigate';
import { ReviewApplicationPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/recruitment/$id/applications/$applicationID')({
  beforeLoad: guardPage,
  component: ReviewApplicationRoute,
});

function ReviewApplicationRoute() {
  const { id, applicationID } = Route.useParams();
  // Replace: a decided application has left the list; Back should not return to it.
  const onNavigate = usePageNavigate('replace');
  return (
    <ReviewApplicationPage
      key={applicationID}
      formId={id}
      applicationId={applicationID}
      onNavigate={onNavigate}
    />
  );
}
