import { formatNumber } from '@lib/format';
import type { BacklogEntry } from '@lib/schemas/backlog';
import type { RankHistoryEntry, Warning } from '@lib/schemas/profile';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconMessage } from '@tabler/icons-react';
import { type DataSource, DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { RankBadge } from '@ui/RankBadge';
import { Section } from '@ui/Section';
import type { ReactNode } from 'react';
import { useOrderFeedback, useRankHistory, useWarnings } from '../hooks';
import { formatDate, formatDateTime } from '../model';
import classes from './ProfilePage.module.css';

export interface PrivateSectionsProps {
  userId: string;
  /** The viewer's own profile (the texts say "you"). */
  self: boolean;
}

/** Rank history, warnings and order feedback: for the user themselves and MANAGE_USERS only. */
export function PrivateSections({ userId, self }: PrivateSectionsProps) {
  const history = useRankHistory(userId);
  const warnings = useWarnings(userId);
  const feedback = useOrderFeedback(userId);

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <PrivateSection
        title="Rank history"
        source={history}
        what="rank history"
        refusedTitle="The rank history is not open to you"
        isEmpty={(data) => data.history.length === 0}
        empty={{
          icon: <IconHistory size={24} />,
          title: 'No rank changes',
          message: self ? 'Your ranks have not changed yet.' : 'This user’s ranks have not changed yet.',
        }}
      >
        {({ history: entries }) => <RankChanges entries={entries} />}
      </PrivateSection>

      <PrivateSection
        title="Warnings"
        source={warnings}
        what="warnings"
        refusedTitle="The warnings are not open to you"
        isEmpty={(data) => data.warnings.length === 0}
        empty={{
          icon: <IconAlertTriangle size={24} />,
          title: 'No warnings',
          message: self ? 'You have a clean record.' : 'This user has a clean record.',
        }}
      >
        {({ warnings: list }) => <WarningList warnings={list} />}
      </PrivateSection>

      <PrivateSection
        title="Order feedback"
        source={feedback}
        what="order feedback"
        refusedTitle="The order feedback is not open to you"
        isEmpty={(data) => data.feedback.length === 0}
        empty={{
          icon: <IconMessage size={24} />,
          title: 'No feedback yet',
          message: 'Feedback customers leave on orders prepared or delivered shows here.',
        }}
      >
        {({ feedback: entries }) => <FeedbackList entries={entries} userId={userId} />}
      </PrivateSection>
    </SimpleGrid>
  );
}

function RankChanges({ entries }: { entries: RankHistoryEntry[] }) {
  return (
    <ol className={classes.timeline} aria-label="Rank changes, newest first">
      {entries.map((entry) => (
        <li key={entry._id ?? `${entry.timestamp}`}>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.timestamp) ?? 'Unknown date'}
          </Text>
          <Group gap={6} mt={4}>
            {entry.oldRank ? (
              <RankBadge name={entry.oldRank.name} colour={entry.oldRank.colour} size="sm" />
            ) : (
              <Text size="sm">No rank</Text>
            )}
            <Text size="sm" aria-label="to">
              →
            </Text>
            {entry.newRank ? (
              <RankBadge name={entry.newRank.name} colour={entry.newRank.colour} size="sm" />
            ) : (
              <Text size="sm">No rank</Text>
            )}
          </Group>
        </li>
      ))}
    </ol>
  );
}

function WarningList({ warnings }: { warnings: Warning[] }) {
  const now = Date.now();
  return (
    <ul className={classes.timeline} aria-label="Warnings, newest first">
      {warnings.map((warning) => {
        const expired = typeof warning.expiresAt === 'number' && warning.expiresAt <= now;
        return (
          <li key={warning.id}>
            <Group gap={6} justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatDate(warning.issuedAt) ?? 'Unknown date'}
              </Text>
              <Badge size="sm" variant="light" color={expired ? 'gray' : 'yellow'}>
                {expired ? 'Expired' : `Until ${formatDate(warning.expiresAt) ?? 'further notice'}`}
              </Badge>
            </Group>
            <Text size="sm" mt={4} className={classes.wrap}>
              {warning.warning || 'No reason given.'}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}

/** The feedback on orders this user prepared or delivered, with the tip for their part. */
function FeedbackList({ entries, userId }: { entries: BacklogEntry[]; userId: string }) {
  return (
    <ul className={classes.timeline} aria-label="Order feedback, newest first">
      {entries.map((entry) => {
        const given = entry.orderFeedback;
        const role = entry.chef === userId ? 'chef' : 'delivery';
        const tip = given?.tip?.[role];
        return (
          <li key={entry._id ?? entry.orderID}>
            <Text size="xs" c="dimmed">
              Order {entry.orderID} · {formatDate(given?.sentAt ?? entry.addedAt) ?? 'Unknown date'}
            </Text>
            <Text size="sm" mt={4} className={classes.wrap}>
              {given?.feedbackMessage || 'No message.'}
            </Text>
            {typeof tip === 'number' && tip > 0 && (
              <Text size="xs" c="orange">
                Tip: {formatNumber(tip)}
              </Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface PrivateSectionProps<T> {
  title: string;
  source: DataSource<T>;
  /** What the section reads, in words: “Loading the {what}”, “The {what} could not be loaded.” */
  what: string;
  refusedTitle: string;
  isEmpty: (data: T) => boolean;
  /** The empty state: an icon, a title and why. */
  empty: { icon: ReactNode; title: string; message: string };
  children: (data: T) => ReactNode;
}

/** One of the private sections: a titled section showing its read, with an empty state of its own. */
function PrivateSection<T>({
  title,
  source,
  what,
  refusedTitle,
  isEmpty,
  empty,
  children,
}: PrivateSectionProps<T>) {
  return (
    <Section padding="md" gap="sm" title={title}>
      <DataState
        source={source}
        loadingLabel={`Loading the ${what}`}
        errorMessage={`The ${what} could not be loaded.`}
        refusedTitle={refusedTitle}
        isEmpty={isEmpty}
        empty={
          <EmptyState icon={empty.icon} headingLevel={3} title={empty.title} description={empty.message} />
        }
      >
        {children}
      </DataState>
    </Section>
  );
}
