export { AppealPage, type AppealPageProps } from './AppealPage/AppealPage';
export { CreateAppealPage, type CreateAppealPageProps } from './CreateAppealPage/CreateAppealPage';
export { MyAppealsPage } from './MyAppealsPage/MyAppealsPage';
