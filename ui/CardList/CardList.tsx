import {
  Button,
  Group,
  type MantineSpacing,
  Paper,
  Stack,
  Text,
  type TextProps,
  Title,
  type TitleOrder,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import classes from './CardList.module.css';

export interface CardListProps {
  /** Space between the cards. */
  gap?: MantineSpacing;
  /** The list's name for screen readers, where the page shows more than one list. */
  'aria-label'?: string;
  /** `ListCard`s (or other `<li>` cards). */
  children: ReactNode;
}

/** A list of cards: a `<ul>` without bullets or indent, one `ListCard` per item. */
export function CardList({ gap = 'sm', 'aria-label': ariaLabel, children }: CardListProps) {
  return (
    <Stack component="ul" gap={gap} className={classes.list} aria-label={ariaLabel}>
      {children}
    </Stack>
  );
}

export interface ListCardProps {
  /** Id of the title, unique on the page: it names the card for screen readers. */
  headingId: string;
  /** The card's title: user-written text wraps instead of widening the page. */
  title: ReactNode;
  /** Heading level of the title, below the page's or section's own heading. */
  headingLevel: TitleOrder;
  /** Visual size of the title. */
  titleSize?: 'h3' | 'h4' | 'h5';
  /** Beside the title, at the far end of its line: a status tag, badges. */
  aside?: ReactNode;
  /** How the aside lines up with a title of several lines: centred, or at the top. */
  asideAlign?: 'center' | 'flex-start';
  /** Space between the card's lines. */
  gap?: MantineSpacing | number;
  /** Inner padding: `lg` for a card that is the page's main content. */
  padding?: MantineSpacing;
  /** Lines under the title: facts, user text (`CardText`), buttons. */
  children?: ReactNode;
}

/** One item of a `CardList`: a bordered card named by its title, with an optional tag beside the title. */
export function ListCard({
  headingId,
  title,
  headingLevel,
  titleSize = 'h4',
  aside,
  asideAlign,
  gap = 6,
  padding = 'md',
  children,
}: ListCardProps) {
  const heading = (
    <Title order={headingLevel} size={titleSize} id={headingId} className={classes.text}>
      {title}
    </Title>
  );
  return (
    <Paper component="li" withBorder p={padding} aria-labelledby={headingId} className={classes.card}>
      <Stack gap={gap}>
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between" align={asideAlign} wrap="wrap" gap="sm">
            {heading}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** Text someone typed (a reason, a description): kept as written, long words wrap. */
export function CardText({ className, ...props }: TextProps & { children?: ReactNode }) {
  return <Text {...props} className={className ? `${classes.text} ${className}` : classes.text} />;
}

export interface CardLinkProps {
  /** The app path of the record's page. */
  to: string;
  /** The accessible name, when cards repeat the same words: it says which record, e.g. “View appeal: Discord ban”. */
  'aria-label'?: string;
  /** The words on it: what the page does with the record (“View appeal”, “Review application”). */
  children: ReactNode;
}

/** A card's link to its record's page, as a small button under the card's text. */
export function CardLink({ to, 'aria-label': ariaLabel, children }: CardLinkProps) {
  return (
    <Button component={AppLink} to={to} size="compact-sm" variant="default" aria-label={ariaLabel}>
      {children}
    </Button>
  );
}
