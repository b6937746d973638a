import { guardPage } from '@app/guards';
import { MyAppealsPage } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/appeal/')({
  beforeLoad: guardPage,
  component: MyAppealsPage,
});
