import { prefetchTeamPage, TeamPage } from '@features/team';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/team')({
  // On a real visit (not a hover preload) the page's data loads alongside its code, not after it has rendered.
  loader: ({ preload }) => {
    if (!preload) prefetchTeamPage();
  },
  component: TeamPage,
});
