import { guardPage } from '@app/guards';
import { HourlyPage } from '@features/hourly';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/hourly')({
  beforeLoad: guardPage,
  component: HourlyPage,
});
