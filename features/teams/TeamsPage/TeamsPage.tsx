/**
 * `/staff/admin/teams` (MANAGE_TEAMS): the teams' standings and the Team Manager. What it does:
 * docs/product/administration.md#teams.
 */
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import type { Team } from '@lib/schemas/team';
import { teamsEnabled, useSettings } from '@lib/site-data';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { BarChart } from '@ui/BarChart';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { CreateLink, Page } from '@ui/PageHeader';
import { ActionsHead, ResponsiveTable } from '@ui/ResponsiveTable';
import { useBulkAssign, useDeleteTeam, useResetTeamOrders, useTeamList, useUpdateTeam } from '../hooks';
import { CREATE_TEAM_PATH, orderCount, standings } from '../model';
import { MoveUserCard } from './MoveUserCard';
import { TeamFormDialog } from './TeamFormDialog';
import classes from './TeamsPage.module.css';

type Open = { kind: 'edit' | 'delete' | 'reset'; team: Team } | { kind: 'bulk' };

export function TeamsPage() {
  const list = useTeamList();
  const { settings } = useSettings();
  // One dialog at a time, for one team (kept while it closes: docs/patterns.md#dialogs).
  const dialog = useDialogState<Open>();
  const { close } = dialog;
  const save = useUpdateTeam(close);
  const remove = useDeleteTeam(close);
  const reset = useResetTeamOrders(close);
  const bulk = useBulkAssign(close);
  const show = (next: Open) => dialog.open(next, save, remove, reset, bulk);
  const shownFor = (kind: Open['kind']) => dialog.opened && dialog.item?.kind === kind;
  const last = dialog.item && 'team' in dialog.item ? dialog.item.team : null;

  const newButton = <CreateLink to={CREATE_TEAM_PATH}>New team</CreateLink>;

  return (
    <Page
      size="xl"
      title="Team Manager"
      description="Teams and their orders: every prepare, delivery and delete by a member counts while teams are on."
      actions={
        <>
          <Button variant="default" onClick={() => show({ kind: 'bulk' })}>
            Give everyone a team
          </Button>
          {newButton}
        </>
      }
      overlays={
        <>
          <TeamFormDialog
            key={dialog.key}
            opened={shownFor('edit')}
            team={last}
            onClose={close}
            save={save}
          />
          {last && (
            <>
              <ConfirmDialog
                opened={shownFor('delete')}
                title={`Delete ${last.name}?`}
                confirmLabel="Delete"
                failureTitle="The team was not deleted"
                onClose={close}
                action={bindAction(remove, last)}
              >
                Its members are left without a team (their chat role stays until someone removes it), and its{' '}
                {orderCount(last.orders)} are lost. This cannot be undone.
              </ConfirmDialog>
              <ConfirmDialog
                opened={shownFor('reset')}
                title={`Reset ${last.name}’s orders?`}
                confirmLabel="Reset to 0"
                failureTitle="The orders were not reset"
                onClose={close}
                action={bindAction(reset, last)}
              >
                Its {orderCount(last.orders)} go back to 0; its members stay.
              </ConfirmDialog>
            </>
          )}
          <ConfirmDialog
            opened={shownFor('bulk')}
            title="Give everyone a team?"
            confirmLabel="Give teams"
            tone="primary"
            failureTitle="Nobody was given a team"
            onClose={close}
            action={bulk}
          >
            Every member of staff whose rank uses teams and who has no team joins one, each time the team with
            the fewest members.
          </ConfirmDialog>
        </>
      }
    >
      {settings && !teamsEnabled(settings) && (
        <Alert color="yellow" variant="light" title="Teams are off">
          Orders do not count towards teams until teams are turned on in Site Settings.
        </Alert>
      )}
      <DataState
        source={list}
        loadingLabel="Loading the teams"
        errorMessage="The teams could not be loaded."
        refusedTitle="The teams are not open to you"
        isEmpty={(data) => data.teams.length === 0}
        empty={
          <EmptyState
            icon={<IconUsersGroup size={28} />}
            title="No teams yet"
            description="Create the first team; then give everyone without a team one."
            action={newButton}
          />
        }
      >
        {({ teams }) => {
          const ranked = standings(teams);
          return (
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="standings">
                <Stack gap="md">
                  <Title order={2} size="h4" id="standings">
                    Standings
                  </Title>
                  <BarChart
                    title="Orders per team"
                    unit="orders"
                    items={ranked.map((team, index) => ({
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
                      {ranked.map((team) => (
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
                                onClick={() => show({ kind: 'edit', team })}
                              >
                                Edit
                              </Button>
                              <Button
                                variant="subtle"
                                size="compact-sm"
                                aria-label={`Reset orders of ${team.name}`}
                                onClick={() => show({ kind: 'reset', team })}
                              >
                                Reset orders
                              </Button>
                              <Button
                                variant="subtle"
                                color="red"
                                size="compact-sm"
                                aria-label={`Delete ${team.name}`}
                                onClick={() => show({ kind: 'delete', team })}
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
              <MoveUserCard teams={ranked} />
            </Stack>
          );
        }}
      </DataState>
    </Page>
  );
}
