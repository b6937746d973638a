import { AnnouncementPage } from '@features/site-settings';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../../guards';

export const Route = createFileRoute('/staff/admin/site-management/announcement')({
  beforeLoad: guardFor('/staff/admin/site-management/announcement'),
  component: AnnouncementPage,
});
