import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The page's title: its one h1. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Buttons for the page (e.g. “Create”): right of the title on wide screens, below it on phones. */
  actions?: ReactNode;
}

/** The top of a page: title, optional description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={classes.root}>
      <Stack gap={4} className={classes.text}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {/* Text is a paragraph; richer descriptions (a creator line with an avatar) need a block. */}
        {description && (
          <Text c="dimmed" component={typeof description === 'string' ? 'p' : 'div'}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </header>
  );
}
