import { MyApplicationsPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/_site/recruitment/applications/')({
  beforeLoad: guardFor('/recruitment/applications'),
  component: MyApplicationsPage,
});
