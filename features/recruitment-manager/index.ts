export {
  AllApplicationsPage,
  type AllApplicationsPageProps,
} from './AllApplicationsPage/AllApplicationsPage';
export {
  FormApplicationsPage,
  type FormApplicationsPageProps,
} from './FormApplicationsPage/FormApplicationsPage';
export { FormBuilderPage, type FormBuilderPageProps } from './FormBuilderPage/FormBuilderPage';
export { RecruitmentFormsPage } from './RecruitmentFormsPage/RecruitmentFormsPage';
export {
  ReviewApplicationPage,
  type ReviewApplicationPageProps,
} from './ReviewApplicationPage/ReviewApplicationPage';
export {
  type AllApplicationsSearch,
  allApplicationsSearchSchema,
  type FormApplicationsSearch,
  formApplicationsSearchSchema,
} from './search';
