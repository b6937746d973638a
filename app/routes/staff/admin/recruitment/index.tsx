import { RecruitmentFormsPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/recruitment/')({
  beforeLoad: guardFor('/staff/admin/recruitment'),
  component: RecruitmentFormsPage,
});
