/**
 * `/staff/admin/online-users` (SUPER_ADMIN): who is connected to the gateway now, live. What it does:
 * docs/product/profiles-and-users.md#online-users.
 */
import { pathTo } from '@lib/access';
import { useNow } from '@lib/time';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX, IconWifiOff } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { Page } from '@ui/PageHeader';
import { PageLoader } from '@ui/PageLoader';
import { CLOCK_PERIOD_MS, useOnlineUsers } from '../hooks';
import { connectedFor, connectionsLabel, type OnlineUserRow, onlineCount } from '../model';
import classes from './OnlineUsersPage.module.css';

/** Statuses in which the gateway may still send the list. */
const ON_ITS_WAY = new Set(['connecting', 'identifying', 'ready', 'reconnecting']);

export function OnlineUsersPage() {
  const { rows, status } = useOnlineUsers();
  const live = status === 'ready';
  return (
    <Page
      size="md"
      title="Online Users"
      description="Everyone connected to the live gateway now, the longest connected first."
      actions={
        <Badge color={live ? 'green' : 'gray'} variant="light" size="lg">
          {live ? 'Live' : 'Not live'}
        </Badge>
      }
    >
      {rows === undefined ? (
        ON_ITS_WAY.has(status) ? (
          <PageLoader label="Waiting for the list of online users" />
        ) : (
          <ErrorState
            title="Not connected"
            message="The live connection is down, so nobody can be listed. The list comes back on its own when the connection does."
            icon={<IconPlugConnectedX size={28} aria-hidden />}
          />
        )
      ) : (
        <>
          {!live && (
            <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} title="Not live">
              The live connection is down: this list may be out of date.
            </Alert>
          )}
          {rows.length === 0 ? (
            <EmptyState title="Nobody is online" description="Nobody is connected to the live gateway now." />
          ) : (
            <OnlineUserList rows={rows} />
          )}
        </>
      )}
    </Page>
  );
}

function OnlineUserList({ rows }: { rows: readonly OnlineUserRow[] }) {
  const now = useNow(CLOCK_PERIOD_MS);
  return (
    <Stack gap="sm">
      <Text fw={600} role="status">
        {onlineCount(rows.length)}
      </Text>
      <Paper component="ul" withBorder className={classes.list} aria-label="Online users">
        {rows.map((row) => {
          const connections = connectionsLabel(row.connections);
          return (
            <li key={row.id} className={classes.row}>
              <Group gap="sm" wrap="nowrap" p="sm" align="flex-start">
                <Avatar userId={row.id} avatar={row.avatar} name={row.name} size={40} />
                <Stack gap={2} className={classes.main}>
                  <Anchor
                    component={AppLink}
                    to={pathTo('/users/$id', { id: row.id })}
                    fw={600}
                    lineClamp={2}
                    className={classes.text}
                  >
                    {row.name}
                  </Anchor>
                  {/* A username is one word: an overlong one is cut with an ellipsis rather than wrapped. */}
                  <Text size="sm" c="dimmed" truncate="end">
                    @{row.username}
                  </Text>
                  <Text size="sm">{connectedFor(row.connectedAt, now)}</Text>
                </Stack>
                {connections && (
                  <Badge variant="default" className={classes.badge}>
                    {connections}
                  </Badge>
                )}
              </Group>
            </li>
          );
        })}
      </Paper>
    </Stack>
  );
}
