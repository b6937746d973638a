/**
 * Local preferences (docs/product/navigation.md#preferences): festive snow, countdown, sidebar and sound
 * effects. The popover's code comes after the page (header-overlays.ts); until then the button alone.
 */
import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { DeferredOverlay } from './DeferredOverlay';

const trigger = (
  <ActionIcon size="lg" aria-label="Site preferences" color="gray">
    <IconSettings size={20} aria-hidden />
  </ActionIcon>
);

export function PreferencesMenu() {
  return (
    <DeferredOverlay trigger={trigger} popup="dialog">
      {(overlays) => <overlays.PreferencesPopover trigger={trigger} />}
    </DeferredOverlay>
  );
}
