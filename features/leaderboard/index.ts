export { prefetchLeaderboard } from './api';
export { LeaderboardPage } from './LeaderboardPage/LeaderboardPage';
