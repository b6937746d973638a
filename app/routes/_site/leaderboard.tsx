import { LeaderboardPage } from '@features/leaderboard';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/leaderboard')({
  component: LeaderboardPage,
});
