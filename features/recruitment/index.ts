export {
  ApplicationFormPage,
  type ApplicationFormPageProps,
} from './ApplicationFormPage/ApplicationFormPage';
export { MyApplicationPage, type MyApplicationPageProps } from './MyApplicationPage/MyApplicationPage';
export { MyApplicationsPage } from './MyApplicationsPage/MyApplicationsPage';
export { RecruitmentPage, type RecruitmentPageProps } from './RecruitmentPage/RecruitmentPage';
