import { Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A Tabler icon (or any small illustration), shown in a soft circle above the title. */
  icon?: ReactNode;
  /** What is (not) here, e.g. “No orders yet”. */
  title: ReactNode;
  /** One or two sentences: why, and what to do next. */
  description?: ReactNode;
  /** Extra content under the description (details, hints). */
  children?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  /** Heading level of the title: 1 when the state is the whole page. 2 by default. */
  headingLevel?: TitleOrder;
}

/** A centred message for a place without content: empty lists, no results, whole-page states. */
export function EmptyState({
  icon,
  title,
  description,
  children,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  return (
    <Stack className={classes.root} align="center" gap="sm">
      {icon && (
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Title order={headingLevel} size="h3">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
      )}
      {children}
      {action && <div className={classes.action}>{action}</div>}
    </Stack>
  );
}
