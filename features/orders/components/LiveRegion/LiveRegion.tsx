import { VisuallyHidden } from '@mantine/core';
import { type Announcer, useAnnouncement } from '../../hooks';

/** A polite live region speaking the board's changes. */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const message = useAnnouncement(announcer);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
