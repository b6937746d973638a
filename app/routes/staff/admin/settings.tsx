import { SettingsPage } from '@features/site-settings';
import { createFileRoute } from '@tanstack/react-router';
import { guardFor } from '../../../guards';

export const Route = createFileRoute('/staff/admin/settings')({
  beforeLoad: guardFor('/staff/admin/settings'),
  component: SettingsPage,
});
