import { StaffDashboardPage } from '@features/staff-dashboard';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../guards';

export const Route = createFileRoute('/staff/dashboard')({
  beforeLoad: guardFor('/staff/dashboard'),
  component: StaffDashboardPage,
});
