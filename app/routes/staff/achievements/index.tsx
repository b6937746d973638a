import { guardPage } from '@app/guards';
import { AchievementsPage } from '@features/achievements';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/achievements/')({
  beforeLoad: guardPage,
  component: AchievementsPage,
});
