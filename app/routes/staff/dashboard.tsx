import { StaffDashboardPage } from '@features/staff-dashboard';
import { createFileRoute } from '@tanstack/react-router';
import { hasPermissions } from '../../guards';

export const Route = createFileRoute('/staff/dashboard')({
  beforeLoad: hasPermissions({ permissions: ['VIEW_STAFF_DASHBOARD'] }),
  component: StaffDashboardPage,
});
