import { MyAppealsPage } from '@features/appeals';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/_site/appeal/')({
  beforeLoad: guardFor('/appeal'),
  component: MyAppealsPage,
});
