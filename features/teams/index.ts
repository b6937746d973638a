export { CreateTeamPage, type CreateTeamPageProps } from './CreateTeamPage/CreateTeamPage';
export { TeamsPage } from './TeamsPage/TeamsPage';
