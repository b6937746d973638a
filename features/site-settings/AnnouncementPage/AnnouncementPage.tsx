import { DataState } from '@ui/DataState';
import { Page } from '@ui/PageHeader';
import { useMemo } from 'react';
import { useStoredSetting } from '../hooks';
import { ANNOUNCEMENT_KEY } from '../model';
import { AnnouncementEditor } from './AnnouncementEditor';

/** The editor's settings map holds the one key; a new map only when the stored value changes. */
function StoredAnnouncement({ value }: { value: unknown }) {
  const settings = useMemo(() => ({ [ANNOUNCEMENT_KEY]: value }), [value]);
  return <AnnouncementEditor settings={settings} />;
}

const NOTHING_STORED = {};

export function AnnouncementPage() {
  // Read by its key when the page opens: the form starts from the server's current announcement.
  const announcement = useStoredSetting(ANNOUNCEMENT_KEY);
  return (
    <Page
      size="xl"
      title="Announce"
      description="The banner at the top of every public page. Write it in markdown and check the preview before you publish."
    >
      <DataState
        source={announcement}
        loadingLabel="Loading the announcement"
        skeleton="detail"
        errorMessage="The announcement could not be loaded."
        refusedTitle="The announcement is not open to you"
        notFound={<AnnouncementEditor settings={NOTHING_STORED} />}
      >
        {({ value }) => <StoredAnnouncement value={value} />}
      </DataState>
    </Page>
  );
}
