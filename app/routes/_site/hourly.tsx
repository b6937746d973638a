import { HourlyPage } from '@features/hourly';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../guards';

export const Route = createFileRoute('/_site/hourly')({
  beforeLoad: guardFor('/hourly'),
  component: HourlyPage,
});
