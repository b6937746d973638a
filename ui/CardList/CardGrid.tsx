import { Badge, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './CardList.module.css';

/** A grid of `GridCard`s: one column on phones, two from `sm`, three from `lg`. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

export interface GridCardProps {
  /** Id of the title, unique on the page: it names the card for screen readers. */
  headingId: string;
  /** The card's title (an h2). */
  title: ReactNode;
  /** A green tag beside the title, when the visitor holds the thing already (“Owned”, “Current plan”). */
  tag?: ReactNode;
  /** The lines under the title: description, perks, benefits. */
  children: ReactNode;
  /** The bottom line (price, buttons), lined up across the cards of a row. */
  footer: ReactNode;
  /** `spread`: the footer's first part at the start and its last at the end, on their bottom edge. */
  footerLayout?: 'spread';
  /** Marks the card for styling (`data-current`). */
  current?: boolean;
}

/** One offer of a `CardGrid` (a store item, a plan): its title and tag, its lines, and its footer at the bottom. */
export function GridCard({ headingId, title, tag, children, footer, footerLayout, current }: GridCardProps) {
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      className={classes.gridCard}
      data-current={current || undefined}
    >
      <Stack gap="sm" className={classes.gridCard}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {tag && (
            <Badge color="green" variant="light">
              {tag}
            </Badge>
          )}
        </Group>
        {children}
        <Group
          className={classes.gridFooter}
          {...(footerLayout === 'spread' ? { justify: 'space-between', align: 'flex-end' } : {})}
        >
          {footer}
        </Group>
      </Stack>
    </Card>
  );
}
