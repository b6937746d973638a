import { guardPage } from '@app/guards';
import { StaffDashboardPage } from '@features/staff-dashboard';
import { useReviewsFormsByRank } from '@lib/recruitment-reviewers';
import { useCurrentUser } from '@lib/session';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/dashboard')({
  beforeLoad: guardPage,
  component: StaffDashboardRoute,
});

function StaffDashboardRoute() {
  // A reviewer by rank gets the Recruitment shortcut (docs/access.md#data-dependent-access).
  const reviewsForms = useReviewsFormsByRank(useCurrentUser());
  return <StaffDashboardPage reviewsForms={reviewsForms} />;
}
