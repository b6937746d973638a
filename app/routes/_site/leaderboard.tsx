import { LeaderboardPage, prefetchLeaderboard } from '@features/leaderboard';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/leaderboard')({
  // On a real visit (not a hover preload) the page's data loads alongside its code, not after it has rendered.
  loader: ({ preload }) => {
    if (!preload) prefetchLeaderboard();
  },
  component: LeaderboardPage,
});
