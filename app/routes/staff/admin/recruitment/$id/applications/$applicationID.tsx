import { ReviewApplicationPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../../../guards';
import { usePageNavigate } from '../../../../../../page-navigate';

export const Route = createFileRoute('/staff/admin/recruitment/$id/applications/$applicationID')({
  beforeLoad: guardFor('/staff/admin/recruitment/$id/applications/$applicationID'),
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
