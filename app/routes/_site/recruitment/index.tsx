import { RecruitmentPage } from '@features/recruitment';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/_site/recruitment/')({
  beforeLoad: guardFor('/recruitment'),
  component: () => <RecruitmentPage />,
});
