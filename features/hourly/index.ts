export { HourlyPage, type HourlyPageProps } from './HourlyPage/HourlyPage';
