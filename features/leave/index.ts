export {
  CreateLeaveRequestPage,
  type CreateLeaveRequestPageProps,
} from './CreateLeaveRequestPage/CreateLeaveRequestPage';
export { type OnLeaveSearch, onLeaveSearchSchema } from './model';
export {
  OnLeaveRequestsPage,
  type OnLeaveRequestsPageProps,
} from './OnLeaveRequestsPage/OnLeaveRequestsPage';
export { TakeABreakPage, type TakeABreakPageProps } from './TakeABreakPage/TakeABreakPage';
