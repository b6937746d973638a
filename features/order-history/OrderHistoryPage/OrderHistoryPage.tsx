/**
 * `/staff/admin/order-history/{id}` (VIEW_BACKLOG): a user's order history. What it does:
 * docs/product/reports.md#order-history-page.
 */
import { userDisplayName } from '@lib/schemas/user';
import { isSnowflake } from '@lib/snowflake';
import { useUser } from '@lib/users';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconHistory, IconUserQuestion } from '@tabler/icons-react';
import { Avatar } from '@ui/Avatar';
import { BacklogEntry } from '@ui/BacklogEntry';
import { DataState } from '@ui/DataState';
import { EmptyState, NoMatches } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { Page } from '@ui/PageHeader';
import { type ReactNode, useMemo, useState } from 'react';
import { useOrderHistory } from '../hooks';
import {
  countByFilter,
  FILTER_LABELS,
  filterEntries,
  HISTORY_FILTERS,
  type HistoryFilter,
  type OrderHistorySearch,
  PAGE_SIZE,
  sortNewestFirst,
} from '../model';
import classes from './OrderHistoryPage.module.css';

/** The server's message for a bad id (docs/product/reports.md#user-id-check); shown without asking the server. */
export const NOT_A_SNOWFLAKE_MESSAGE = 'User ID is not a snowflake';

export interface OrderHistoryPageProps {
  /** The user whose orders to show: the route's `{id}`. */
  id: string;
  search: OrderHistorySearch;
  /** Replaces the search (`?type=`); the route keeps it in the URL. */
  onSearchChange: (search: OrderHistorySearch) => void;
}

export function OrderHistoryPage({ id, search, onSearchChange }: OrderHistoryPageProps) {
  const valid = isSnowflake(id);

  return (
    <Page title="Order history" description="Every order this user has placed, newest first." gap={0}>
      {valid ? (
        <History id={id} search={search} onSearchChange={onSearchChange} />
      ) : (
        <ErrorState title="Invalid user ID" message={NOT_A_SNOWFLAKE_MESSAGE} />
      )}
    </Page>
  );
}

function History({ id, search, onSearchChange }: OrderHistoryPageProps) {
  const filter: HistoryFilter = search.type ?? 'all';
  const orders = useOrderHistory(id);
  const [shown, setShown] = useState(PAGE_SIZE);
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  const sorted = useMemo(() => sortNewestFirst(orders.data?.orders ?? []), [orders.data]);
  const counts = useMemo(() => countByFilter(sorted), [sorted]);
  const visible = useMemo(() => filterEntries(sorted, filter), [sorted, filter]);

  const changeFilter = (value: string) => {
    setShown(PAGE_SIZE);
    onSearchChange(value === 'all' ? {} : { type: value as OrderHistorySearch['type'] });
  };

  return (
    <Stack gap="lg">
      <UserCard id={id} />

      <Stack gap="md" component="section" aria-labelledby="order-history-orders">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id="order-history-orders">
            Orders
          </Title>
          <SegmentedControl
            aria-label="Filter by type"
            value={filter}
            onChange={changeFilter}
            orientation={orientation}
            fullWidth={orientation === 'vertical'}
            w={{ base: '100%', sm: 'auto' }}
            data={(['all', ...HISTORY_FILTERS] as const).map((value) => ({
              value,
              label: orders.data ? `${FILTER_LABELS[value]} (${counts[value]})` : FILTER_LABELS[value],
            }))}
          />
        </Group>

        <DataState
          source={orders}
          loadingLabel="Loading the order history"
          errorMessage={(reason) => `The order history could not be loaded: ${reason}`}
          refusedTitle="This order history is not open to you"
          isEmpty={(data) => data.orders.length === 0}
          empty={
            <EmptyState
              icon={<IconHistory size={28} />}
              title="No orders yet"
              description="This user has no delivered, deleted, cancelled or reported orders."
              headingLevel={3}
            />
          }
        >
          {() =>
            visible.length === 0 ? (
              <NoMatches
                icon={<IconHistory size={28} />}
                title={`No ${FILTER_LABELS[filter].toLowerCase()} orders`}
                description="None of this user's orders are of that type."
                headingLevel={3}
                showAllLabel="Show all orders"
                onShowAll={() => changeFilter('all')}
              />
            ) : (
              <>
                <Stack gap="md" component="ul" className={classes.list} aria-label="Orders">
                  {visible.slice(0, shown).map((entry) => (
                    <li key={entry._id ?? `${entry.orderID}-${entry.addedAt}`}>
                      <BacklogEntry entry={entry} detailed />
                    </li>
                  ))}
                </Stack>
                {visible.length > shown && (
                  <Group justify="center">
                    <Button variant="default" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                      Show more ({visible.length - shown} left)
                    </Button>
                  </Group>
                )}
              </>
            )
          }
        </DataState>
      </Stack>
    </Stack>
  );
}

/** The user: avatar, name, username and id; unknown users keep their id so staff can still act on it. */
function UserCard({ id }: { id: string }) {
  const read = useUser(id);
  const unknown = (
    <UserLine
      avatar={
        <div className={classes.unknownAvatar} aria-hidden>
          <IconUserQuestion size={28} />
        </div>
      }
      name="Unknown user"
      note="This user could not be found; their orders are still listed."
    />
  );

  return (
    <Paper withBorder p="md" component="section" aria-label="User">
      <Stack gap="xs">
        <DataState
          source={read}
          inline
          skeleton="profile"
          loadingLabel="Loading the user"
          errorMessage={(reason) => `User details unavailable: ${reason}`}
          select={(data) => data.user}
          notFound={unknown}
        >
          {(user) => (
            <UserLine
              avatar={<Avatar userId={id} avatar={user.avatar} name={userDisplayName(user)} size={56} />}
              name={userDisplayName(user)}
              username={user.username !== userDisplayName(user) ? user.username : undefined}
            />
          )}
        </DataState>
        <Text size="sm" c="dimmed">
          User ID <span className={classes.id}>{id}</span>
        </Text>
      </Stack>
    </Paper>
  );
}

function UserLine({
  avatar,
  name,
  username,
  note,
}: {
  avatar: ReactNode;
  name: string;
  username?: string;
  note?: string;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      {avatar}
      <Stack gap={2} className={classes.userText}>
        <Text fw={700} size="lg" className={classes.name}>
          {name}
        </Text>
        {username && (
          <Text size="sm" c="dimmed" className={classes.name}>
            @{username}
          </Text>
        )}
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
