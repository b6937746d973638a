import { guardPage } from '@app/guards';
import { SettingsPage } from '@features/site-settings';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/admin/settings')({
  beforeLoad: guardPage,
  component: SettingsPage,
});
