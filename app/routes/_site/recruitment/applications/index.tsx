import { guardPage } from '@app/guards';
import { MyApplicationsPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/recruitment/applications/')({
  beforeLoad: guardPage,
  component: MyApplicationsPage,
});
