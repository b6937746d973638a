import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import type { ReactNode } from 'react';

export interface CreateLinkProps {
  /** The page that creates one, e.g. `/staff/admin/teams/create`. */
  to: string;
  /** In front of the words: a plus unless the thing has its own icon. */
  icon?: ReactNode;
  /** What it creates, as a verb: “New team”, “File leave”. */
  children: ReactNode;
}

/** A list page's main action, in its header and its empty state: the link to the page that creates one. */
export function CreateLink({ to, icon = <IconPlus size={16} aria-hidden />, children }: CreateLinkProps) {
  return (
    <Button component={AppLink} to={to} leftSection={icon}>
      {children}
    </Button>
  );
}
