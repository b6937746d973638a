/**
 * Local preferences (docs/product/navigation.md#preferences): festive snow, countdown, sidebar and sound
 * effects. The popover's code comes after the page (header-overlays.ts); until then the button alone.
 */
import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { DeferredOverlay } from './DeferredOverlay';

const iconTrigger = (
  <ActionIcon size="lg" aria-label="Site preferences" color="gray">
    <IconSettings size={20} aria-hidden />
  </ActionIcon>
);

/**
 * `trigger`: another button in the gear's place (the staff phone drawer's entry), given by the layout that
 * shows it, so its code stays with that layout. `staff`: the staff layout's, which offers installing the app.
 */
export function PreferencesMenu({
  trigger = iconTrigger,
  staff = false,
}: {
  trigger?: ReactElement<{ onClick?: () => void }>;
  staff?: boolean;
}) {
  return (
    <DeferredOverlay trigger={trigger} popup="dialog">
      {(overlays) => <overlays.PreferencesPopover trigger={trigger} withInstall={staff} />}
    </DeferredOverlay>
  );
}
