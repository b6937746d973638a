export { TeamPage } from './TeamPage/TeamPage';
