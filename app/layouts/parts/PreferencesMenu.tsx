/**
 * Local preferences (docs/product/navigation.md#preferences): festive snow, countdown, sidebar and sound
 * effects. The popover's code comes after the page (header-overlays.ts); until then the button alone.
 */
import { ActionIcon, NavLink } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { DeferredOverlay } from './DeferredOverlay';
import classes from './parts.module.css';

const iconTrigger = (
  <ActionIcon size="lg" aria-label="Site preferences" color="gray">
    <IconSettings size={20} aria-hidden />
  </ActionIcon>
);

/** The same, as an entry of the staff phone drawer. */
const drawerTrigger = (
  <NavLink
    component="button"
    type="button"
    label="Site preferences"
    leftSection={<IconSettings size={20} aria-hidden />}
    className={classes.drawerEntry}
  />
);

export function PreferencesMenu({ inDrawer = false }: { inDrawer?: boolean }) {
  const trigger = inDrawer ? drawerTrigger : iconTrigger;
  return (
    <DeferredOverlay trigger={trigger} popup="dialog">
      {(overlays) => <overlays.PreferencesPopover trigger={trigger} />}
    </DeferredOverlay>
  );
}
