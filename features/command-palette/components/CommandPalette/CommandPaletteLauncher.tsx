/**
 * The staff header's way into the command palette: a Search button and Ctrl/Cmd+K anywhere in the staff pages.
 * The palette's code (and @mantine/spotlight) loads on first use, so no page pays for it before.
 */
import { Button, Kbd, VisuallyHidden } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { shortcutLabel } from '../../model';
import classes from './CommandPaletteLauncher.module.css';

const CommandPalette = lazy(() => import('./CommandPalette'));

export interface CommandPaletteLauncherProps {
  /** Opens an app path, with its search (`/staff/admin/users?user=…`). */
  onNavigate: (to: string) => void;
}

export function CommandPaletteLauncher({ onNavigate }: CommandPaletteLauncherProps) {
  const [opened, setOpened] = useState(false);
  // Mounted from the first open (or hover, to fetch the code early) and kept, so it opens at once after.
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  // Also in text fields: the shortcut is the palette's, whatever has the focus.
  useHotkeys([['mod+K', () => (opened ? setOpened(false) : open())]], []);
  const shortcut = shortcutLabel(typeof navigator === 'undefined' ? '' : navigator.platform);

  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={open}
        onMouseEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        leftSection={<IconSearch size={16} aria-hidden />}
        // On a phone the button is the icon alone (its name stays), so the staff header fits 375 px.
        classNames={{ root: classes.button, section: classes.section }}
      >
        <span className={classes.word}>Search</span>
        <VisuallyHidden> pages and users</VisuallyHidden>
        {/* The shortcut is in aria-keyshortcuts: read once, not as part of the name. */}
        <Kbd size="xs" aria-hidden className={classes.kbd}>
          {shortcut}
        </Kbd>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={() => setOpened(false)} onNavigate={onNavigate} />
        </Suspense>
      )}
    </>
  );
}
