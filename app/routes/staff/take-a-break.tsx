import { TakeABreakPage } from '@features/leave';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../guards';

export const Route = createFileRoute('/staff/take-a-break')({
  beforeLoad: guardFor('/staff/take-a-break'),
  component: () => <TakeABreakPage />,
});
