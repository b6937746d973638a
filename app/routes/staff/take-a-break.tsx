import { guardPage } from '@app/guards';
import { TakeABreakPage } from '@features/leave';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/take-a-break')({
  beforeLoad: guardPage,
  component: () => <TakeABreakPage />,
});
