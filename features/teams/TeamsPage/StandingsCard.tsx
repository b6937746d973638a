import type { Team } from '@lib/schemas/team';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@ui/BarChart';
import { ActionsHead, ResponsiveTable } from '@ui/ResponsiveTable';
import { orderCount } from '../model';
import classes from './TeamsPage.module.css';

/** What a team's row opens: its edit form, or the confirmation of a reset or a delete. */
export type TeamDialog = 'edit' | 'reset' | 'delete';

/** The teams by orders, as a chart and as a table with each team's buttons. */
export function StandingsCard({
  teams,
  onOpen,
}: {
  /** In standings order. */
  teams: readonly Team[];
  onOpen: (kind: TeamDialog, team: Team) => void;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="standings">
      <Stack gap="md">
        <Title order={2} size="h4" id="standings">
          Standings
        </Title>
        <BarChart
          title="Orders per team"
          unit="orders"
          items={teams.map((team, index) => ({
            id: team.id,
            label: team.name,
            value: team.orders,
            highlight: index === 0 && team.orders > 0,
          }))}
        />
        <ResponsiveTable striped minWidth="40rem" aria-label="Teams">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Team</Table.Th>
              <Table.Th scope="col">Orders</Table.Th>
              <Table.Th scope="col">Chat role</Table.Th>
              <Table.Th scope="col">Created by</Table.Th>
              <ActionsHead />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team) => (
              <Table.Tr key={team.id}>
                <Table.Th scope="row" className={classes.name}>
                  {team.name}
                </Table.Th>
                <Table.Td data-label="Orders" className={classes.number}>
                  {orderCount(team.orders)}
                </Table.Td>
                <Table.Td data-label="Chat role">
                  <Text size="sm" ff="monospace" c={team.roleID ? undefined : 'dimmed'}>
                    {team.roleID || 'None'}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Created by">
                  {team.createdBy?.displayName || team.createdBy?.username || 'Unknown'}
                </Table.Td>
                <Table.Td data-actions>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-label={`Edit ${team.name}`}
                      onClick={() => onOpen('edit', team)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-label={`Reset orders of ${team.name}`}
                      onClick={() => onOpen('reset', team)}
                    >
                      Reset orders
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`Delete ${team.name}`}
                      onClick={() => onOpen('delete', team)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </Stack>
    </Card>
  );
}
