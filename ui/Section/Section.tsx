import { type MantineSpacing, Paper, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

export interface SectionProps {
  /** The section's heading, also its accessible name. */
  title: string;
  /** Heading level of the title, under the page's own heading. */
  headingLevel?: TitleOrder;
  /** Inner padding: `lg` for a form's parts, `md` for a page of several small cards. */
  padding?: MantineSpacing;
  /** Space between the title and the lines under it. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** One part of a page or form: a card with its title, named by it for screen readers. */
export function Section({ title, headingLevel = 2, padding = 'lg', gap = 'md', children }: SectionProps) {
  return (
    <Paper component="section" aria-label={title} p={padding} className={classes.section}>
      <Stack gap={gap}>
        <Title order={headingLevel} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
