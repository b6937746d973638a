/**
 * `/appeal` ('My Appeals', signed in): my appeals, newest first (the server sends the 10 newest), each with its
 * type, status and when it was sent, and a way to a new appeal.
 */
import { pathTo } from '@lib/access';
import type { Appeal } from '@lib/schemas/appeal';
import { Button, Group, Text } from '@mantine/core';
import { IconGavel, IconPlus } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { CardLink, CardList, CardText, ListCard } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { StatusTag } from '@ui/StatusTag';
import { useMyAppeals } from '../hooks';
import { appealTypeLabel, formatDateTime } from '../model';

const newAppeal = (
  <Button component={AppLink} to={pathTo('/appeal/create')} leftSection={<IconPlus size={16} aria-hidden />}>
    New appeal
  </Button>
);

export function MyAppealsPage() {
  const appeals = useMyAppeals();
  return (
    <Page
      size="md"
      py="md"
      title="My Appeals"
      description="Ask staff to lift a ban or a blacklist, and see where each appeal stands."
      actions={newAppeal}
    >
      <DataState
        source={appeals}
        loadingLabel="Loading your appeals"
        errorMessage="Your appeals could not be loaded."
        refusedTitle="Your appeals are not open to you"
        isEmpty={(data) => data.appeals.length === 0}
        empty={
          <EmptyState
            icon={<IconGavel size={28} />}
            title="You have no appeals"
            description="Banned from our Discord server, or blacklisted from the bot? Tell staff why they should lift it."
            action={newAppeal}
          />
        }
      >
        {({ appeals: list }) => (
          <CardList>
            {list.map((appeal) => (
              <AppealRow key={appeal.id} appeal={appeal} />
            ))}
          </CardList>
        )}
      </DataState>
    </Page>
  );
}

function AppealRow({ appeal }: { appeal: Appeal }) {
  const label = appealTypeLabel(appeal.type);
  return (
    <ListCard
      headingId={`appeal-${appeal.id}`}
      title={label}
      headingLevel={2}
      aside={<StatusTag status={appeal.status} />}
      gap="xs"
    >
      <Text size="sm" c="dimmed">
        Sent {formatDateTime(appeal.sentAt) ?? 'at an unknown time'}
        {appeal.serverID ? ` · Server ${appeal.serverID}` : ''}
      </Text>
      <CardText size="sm" lineClamp={3}>
        {appeal.userAppeal}
      </CardText>
      <Group>
        <CardLink
          to={pathTo('/appeal/$id', { id: appeal.id })}
          aria-label={`View appeal: ${label}, sent ${formatDateTime(appeal.sentAt) ?? 'at an unknown time'}`}
        >
          View appeal
        </CardLink>
      </Group>
    </ListCard>
  );
}
