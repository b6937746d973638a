/**
 * The frame of a legal page (docs/product/legal-and-links.md): the title, the date of the last change, an
 * introduction, a table of contents linking to each section, and the sections, each with its own h2.
 */
import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '@ui/AppLink';
import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED, mailtoHref, sectionId } from '../../model';
import classes from './LegalDocument.module.css';

export interface LegalSection {
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  /** `privacy` or `terms`: the prefix of the sections' anchors. */
  page: string;
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalDocument({ page, title, intro, sections }: LegalDocumentProps) {
  const contentsId = `${page}-contents`;
  return (
    <Container size="md" py="md">
      <article className={classes.article}>
        <Stack gap="xs" mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Last updated {LEGAL_LAST_UPDATED}
          </Text>
        </Stack>
        <div className={classes.intro}>{intro}</div>

        <Paper component="nav" withBorder p="md" my="lg" aria-labelledby={contentsId}>
          <Title order={2} size="h5" id={contentsId} mb="xs">
            Contents
          </Title>
          <List type="ordered" spacing={4} className={classes.contents}>
            {sections.map((section) => (
              <List.Item key={section.title}>
                <Anchor href={`#${sectionId(page, section.title)}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        {sections.map((section, index) => (
          <section
            key={section.title}
            id={sectionId(page, section.title)}
            aria-labelledby={`${sectionId(page, section.title)}-title`}
            className={classes.section}
          >
            <Title order={2} size="h3" id={`${sectionId(page, section.title)}-title`} mb="sm">
              {index + 1}. {section.title}
            </Title>
            <div className={classes.body}>{section.content}</div>
          </section>
        ))}
      </article>
    </Container>
  );
}

/** The contact address: a `mailto:` link when it is one plain address, else its text. */
export function ContactAddress({ email }: { email: string }) {
  const href = mailtoHref(email);
  return href ? <Anchor href={href}>{email.trim()}</Anchor> : <strong>{email}</strong>;
}

/** A link to another page of the site inside a sentence, styled like the other links. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={AppLink} to={to}>
      {children}
    </Anchor>
  );
}
