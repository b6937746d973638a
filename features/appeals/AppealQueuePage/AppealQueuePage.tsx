/**
 * `/staff/admin/appeals` (MANAGE_APPEALS): the appeals waiting for a decision, or the decided ones. What it does:
 * docs/product/recruitment-and-appeals.md#appeals-for-staff-built.
 */
import { pathTo } from '@lib/access';
import type { Appeal } from '@lib/schemas/appeal';
import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { CardLink, CardList, CardText, ListCard } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { StatusTag } from '@ui/StatusTag';
import { useAppealQueue } from '../hooks';
import {
  type AppealQueueSearch,
  appealTypeLabel,
  formatDateTime,
  QUEUE_TYPES,
  type QueueType,
  type QueueView,
  queueInputOf,
  tallyOf,
  VOTES_TO_DECIDE,
} from '../model';

export interface AppealQueuePageProps {
  search: AppealQueueSearch;
  onSearchChange: (search: AppealQueueSearch) => void;
}

const VIEW_LABELS: Record<QueueView, string> = { queue: 'Waiting', accepted: 'Accepted', denied: 'Denied' };
const TYPE_LABELS: Record<QueueType, string> = {
  'discord-ban': appealTypeLabel(1),
  'user-blacklist': appealTypeLabel(2),
  'server-blacklist': appealTypeLabel(3),
};

export function AppealQueuePage({ search, onSearchChange }: AppealQueuePageProps) {
  const queue = useAppealQueue(queueInputOf(search));
  const view = search.view ?? 'queue';
  return (
    <Page
      title="Appeal Manager"
      description={`Vote on appeals: ${VOTES_TO_DECIDE} votes either way decide one. A decided appeal leaves the queue.`}
    >
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which appeals"
          value={view}
          onChange={(value) =>
            onSearchChange({ ...search, view: value === 'queue' ? undefined : (value as QueueView) })
          }
          data={(Object.keys(VIEW_LABELS) as QueueView[]).map((value) => ({
            value,
            label: VIEW_LABELS[value],
          }))}
        />
        <Select
          label="Type"
          placeholder="Every type"
          clearable
          value={search.type ?? null}
          onChange={(value) => onSearchChange({ ...search, type: (value as QueueType | null) ?? undefined })}
          data={QUEUE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          w={240}
        />
      </Group>
      <DataState
        source={queue}
        loadingLabel="Loading the appeals"
        errorMessage="The appeals could not be loaded."
        refusedTitle="The appeals are not open to you"
        isEmpty={(data) => data.appeals.length === 0}
        empty={
          <EmptyState
            icon={<IconGavel size={28} />}
            title={
              view === 'queue' ? 'No appeals are waiting' : `No ${VIEW_LABELS[view].toLowerCase()} appeals`
            }
            description={
              view === 'queue' ? 'Every appeal has been decided. New ones show here.' : 'Try another type.'
            }
          />
        }
      >
        {({ appeals }) => (
          <CardList>
            {appeals.map((appeal) => (
              <QueueRow key={appeal.id} appeal={appeal} />
            ))}
          </CardList>
        )}
      </DataState>
    </Page>
  );
}

const nameOf = (appeal: Appeal) => appeal.user?.displayName || appeal.user?.username || appeal.userID;

function QueueRow({ appeal }: { appeal: Appeal }) {
  const tally = tallyOf(appeal.votes);
  const name = nameOf(appeal);
  return (
    <ListCard
      headingId={`appeal-${appeal.id}`}
      title={`${name}: ${appealTypeLabel(appeal.type)}`}
      headingLevel={2}
      aside={<StatusTag status={appeal.status} />}
    >
      <Text size="sm" c="dimmed">
        Sent {formatDateTime(appeal.sentAt) ?? 'at an unknown time'} · Accept {tally.accept} · Deny{' '}
        {tally.deny}
        {appeal.serverID ? ` · Server ${appeal.serverID}` : ''}
      </Text>
      <CardText size="sm" lineClamp={2}>
        {appeal.userAppeal}
      </CardText>
      <Group>
        <CardLink
          to={pathTo('/staff/admin/appeals/$id', { id: appeal.id })}
          aria-label={`Open appeal: ${name}, ${appealTypeLabel(appeal.type)}`}
        >
          Open appeal
        </CardLink>
      </Group>
    </ListCard>
  );
}
