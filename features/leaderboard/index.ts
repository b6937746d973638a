export { LeaderboardPage } from './LeaderboardPage/LeaderboardPage';
