export { AchievementsPage } from './AchievementsPage/AchievementsPage';
export {
  CreateObjectivePage,
  type CreateObjectivePageProps,
} from './CreateObjectivePage/CreateObjectivePage';
