import { guardPage } from '@app/guards';
import { RecruitmentFormsPage } from '@features/recruitment-manager';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/recruitment/')({
  beforeLoad: guardPage,
  component: RecruitmentFormsPage,
});
