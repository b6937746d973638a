import { guardPage } from '@app/guards';
import { AnnouncementPage } from '@features/site-settings';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/site-management/announcement')({
  beforeLoad: guardPage,
  component: AnnouncementPage,
});
