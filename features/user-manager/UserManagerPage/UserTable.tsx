import type { Rank } from '@lib/schemas/rank';
import { type User, userDisplayName } from '@lib/schemas/user';
import { Button, Code, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { RankBadge } from '@ui/RankBadge';
import { ActionsHead, ResponsiveTable } from '@ui/ResponsiveTable';
import { byPosition } from '../model';
import classes from './UserManagerPage.module.css';

interface UserTableProps {
  users: readonly User[];
  /** The site's ranks, for the badges of those each user holds (none while they load). */
  ranks: readonly Rank[] | undefined;
  /** The user whose panel is open: their row is marked. */
  openUser: string | undefined;
  onManage: (user: string) => void;
}

/** A page of users: who they are, their id, their ranks and the button that opens their panel. */
export function UserTable({ users, ranks, openUser, onManage }: UserTableProps) {
  return (
    <ResponsiveTable minWidth={640} highlightOnHover verticalSpacing="sm" aria-label="Users">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>User</Table.Th>
          <Table.Th>User id</Table.Th>
          <Table.Th>Ranks</Table.Th>
          <ActionsHead />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => {
          const name = userDisplayName(user);
          const held = byPosition((ranks ?? []).filter((rank) => user.ranks.includes(rank.id)));
          return (
            <Table.Tr key={user.id} data-open={openUser === user.id || undefined}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar userId={user.id} avatar={user.avatar} name={name} size={32} />
                  <div className={classes.name}>
                    <Text size="sm" fw={600} className={classes.wrap}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" className={classes.wrap}>
                      @{user.username}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td data-label="User id">
                <Code className={classes.wrap}>{user.id}</Code>
              </Table.Td>
              <Table.Td data-label="Ranks">
                <Group gap={4}>
                  {held.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    held.map((rank) => (
                      <RankBadge key={rank.id} name={rank.name} colour={rank.colour} size="sm" />
                    ))
                  )}
                </Group>
              </Table.Td>
              <Table.Td data-actions>
                <Button size="xs" variant="default" onClick={() => onManage(user.id)}>
                  Manage <VisuallyHidden>{name}</VisuallyHidden>
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
