import { pathTo } from '@lib/access';
import type { Settings } from '@lib/schemas/settings';
import { Badge, Button, Group } from '@mantine/core';
import { AnnouncementBanner } from '@ui/AnnouncementBanner';
import { AppLink } from '@ui/AppLink';
import { ANNOUNCEMENT_TYPES, announcementFormValues } from '../model';
import { SettingCard } from './SettingCard';
import classes from './SettingsPage.module.css';

export const ANNOUNCE_PATH = pathTo('/staff/admin/site-management/announcement');

/** `currentAnnouncement`: the banner as it is, and the way to the Announce page that edits it. */
export function AnnouncementSummary({ settings }: { settings: Settings }) {
  const announcement = announcementFormValues(settings);
  const style = ANNOUNCEMENT_TYPES.find((t) => t.value === announcement.type)?.label ?? 'Info';
  return (
    <SettingCard
      title="Announcement banner"
      description="The banner at the top of every public page. It has its own page, with a preview."
    >
      <Group gap="xs">
        <Badge color={announcement.enabled ? 'green' : 'gray'} variant="light">
          {announcement.enabled ? 'Shown' : 'Hidden'}
        </Badge>
        <Badge color="gray" variant="outline">
          {style}
        </Badge>
      </Group>
      {announcement.content.trim() && (
        <div className={announcement.enabled ? classes.wrap : `${classes.wrap} ${classes.hidden}`}>
          <AnnouncementBanner announcement={announcement} />
        </div>
      )}
      <Group>
        <Button component={AppLink} to={ANNOUNCE_PATH} variant="default">
          Edit the announcement
        </Button>
      </Group>
    </SettingCard>
  );
}
