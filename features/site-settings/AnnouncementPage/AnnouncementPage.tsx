/**
 * `/staff/admin/site-management/announcement` (MANAGE_SETTINGS or MANAGE_ANNOUNCEMENT): the `currentAnnouncement`
 * setting: shown or not, its style, a title and the markdown text, with a live preview through the site's own
 * banner. Publishing (confirmed) saves it and updates the banner in place, here and in the other tabs of this
 * browser (docs/product/administration.md#announce).
 */
import { Container, Stack } from '@mantine/core';
import { DataState } from '@ui/DataState';
import { PageHeader } from '@ui/PageHeader';
import { useSettingsMap } from '../hooks';
import { AnnouncementEditor } from './AnnouncementEditor';

export function AnnouncementPage() {
  const settings = useSettingsMap();
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeader
          title="Announce"
          description="The banner at the top of every public page. Write it in markdown and check the preview before you publish."
        />
        <DataState
          source={settings}
          loadingLabel="Loading the announcement"
          skeleton="detail"
          errorMessage="The announcement could not be loaded."
          refusedTitle="The announcement is not open to you"
        >
          {(data) => <AnnouncementEditor settings={data.settings} />}
        </DataState>
      </Stack>
    </Container>
  );
}
