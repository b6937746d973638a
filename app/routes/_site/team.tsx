import { TeamPage } from '@features/team';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/team')({
  component: TeamPage,
});
