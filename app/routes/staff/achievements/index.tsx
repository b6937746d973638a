import { AchievementsPage } from '@features/achievements';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/staff/achievements/')({
  beforeLoad: guardFor('/staff/achievements'),
  component: AchievementsPage,
});
