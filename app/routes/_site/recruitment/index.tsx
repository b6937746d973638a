import { guardPage } from '@app/guards';
import { RecruitmentPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/recruitment/')({
  beforeLoad: guardPage,
  component: () => <RecruitmentPage />,
});
