export { prefetchTeamPage } from './api';
export { TeamPage } from './TeamPage/TeamPage';
