import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState';

export interface NoMatchesProps extends Omit<EmptyStateProps, 'action' | 'children' | 'icon'> {
  /** The button that drops the search or filters, e.g. “Show all items”. */
  showAllLabel: string;
  /** Drops the search or filters. */
  onShowAll: () => void;
  /** A magnifier unless the filter is not a search (the order history's type). */
  icon?: ReactNode;
}

/**
 * A list with items, none of which the search or filters let through: says so, and offers to show them all.
 * (A list with no items at all is an `EmptyState`.)
 */
export function NoMatches({
  showAllLabel,
  onShowAll,
  icon = <IconSearch size={28} />,
  ...props
}: NoMatchesProps) {
  return (
    <EmptyState
      {...props}
      icon={icon}
      action={
        <Button variant="default" onClick={onShowAll}>
          {showAllLabel}
        </Button>
      }
    />
  );
}
