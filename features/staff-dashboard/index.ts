export { StaffDashboardPage, type StaffDashboardPageProps } from './StaffDashboardPage/StaffDashboardPage';
