export { AchievementsPage } from './AchievementsPage/AchievementsPage';
