import { formatDateTime } from '@lib/format';
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { Group, type MantineSpacing, Text, type TitleOrder } from '@mantine/core';
import { CardLink, CardText, ListCard } from '../CardList';
import { StatusTag } from '../StatusTag';

export interface ApplicationCardProps {
  application: Pick<RecruitmentApplication, 'id' | 'status' | 'sentAt' | 'reason'>;
  /** Whose or which application: the applicant (for reviewers) or the form (for the applicant). */
  title: string;
  headingLevel: TitleOrder;
  /** Where its one button leads (the application's page). */
  to: string;
  /** The button's text. */
  linkLabel: string;
  /** The button's accessible name, saying which application it opens. */
  linkAriaLabel: string;
  /** Space between the card's lines. */
  gap?: MantineSpacing | number;
}

/**
 * One recruitment application in a list (a `CardList` item): the title, its status tag, when it was sent, the
 * decision's reason when there is one, and a button to its page.
 */
export function ApplicationCard({
  application,
  title,
  headingLevel,
  to,
  linkLabel,
  linkAriaLabel,
  gap,
}: ApplicationCardProps) {
  return (
    <ListCard
      headingId={`application-${application.id}`}
      title={title}
      headingLevel={headingLevel}
      aside={<StatusTag status={application.status} />}
      gap={gap}
    >
      <Text size="sm" c="dimmed">
        Sent {formatDateTime(application.sentAt) ?? 'at an unknown time'}
      </Text>
      {application.reason && (
        <CardText size="sm">
          <strong>Reason: </strong>
          {application.reason}
        </CardText>
      )}
      <Group>
        <CardLink to={to} aria-label={linkAriaLabel}>
          {linkLabel}
        </CardLink>
      </Group>
    </ListCard>
  );
}
