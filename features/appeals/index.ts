export { AppealPage, type AppealPageProps } from './AppealPage/AppealPage';
export { AppealQueuePage, type AppealQueuePageProps } from './AppealQueuePage/AppealQueuePage';
export { CreateAppealPage, type CreateAppealPageProps } from './CreateAppealPage/CreateAppealPage';
export { ManageAppealPage, type ManageAppealPageProps } from './ManageAppealPage/ManageAppealPage';
export { MyAppealsPage } from './MyAppealsPage/MyAppealsPage';
export { type AppealQueueSearch, appealQueueSearchSchema } from './model/queue-search';
