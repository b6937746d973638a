export { ManagementStatisticsPage } from './ManagementStatisticsPage/ManagementStatisticsPage';
export { MyPerformancePage } from './MyPerformancePage/MyPerformancePage';
