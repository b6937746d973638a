import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AppLink } from '../AppLink';

export interface BackButtonProps {
  /** The app path it goes back to, e.g. the list a detail page belongs to. */
  to: string;
  /** Where it goes, in words: the destination's name (“My Appeals”), not “Back”. */
  children: string;
}

/** The way back from a page to the one above it: a page header action, and the action of its not-found state. */
export function BackButton({ to, children }: BackButtonProps) {
  return (
    <Button
      component={AppLink}
      to={to}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}
