/**
 * `/staff/admin/teams` (MANAGE_TEAMS): the teams' standings and the Team Manager. What it does:
 * docs/product/administration.md#teams.
 */
import { bindAction } from '@lib/action';
import { type DialogState, useDialogState } from '@lib/dialog-state';
import type { Team } from '@lib/schemas/team';
import { teamsEnabled, useSettings } from '@lib/site-data';
import { Alert, Button, Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { CreateLink, Page } from '@ui/PageHeader';
import { useBulkAssign, useDeleteTeam, useResetTeamOrders, useTeamList, useUpdateTeam } from '../hooks';
import { CREATE_TEAM_PATH, orderCount, standings } from '../model';
import { MoveUserCard } from './MoveUserCard';
import { StandingsCard, type TeamDialog } from './StandingsCard';
import { TeamFormDialog } from './TeamFormDialog';

type Open = { kind: TeamDialog; team: Team } | { kind: 'bulk' };

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
      overlays={<TeamDialogs dialog={dialog} save={save} remove={remove} reset={reset} bulk={bulk} />}
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
              <StandingsCard teams={ranked} onOpen={(kind, team) => show({ kind, team })} />
              <MoveUserCard teams={ranked} />
            </Stack>
          );
        }}
      </DataState>
    </Page>
  );
}

interface TeamDialogsProps {
  dialog: DialogState<Open>;
  save: ReturnType<typeof useUpdateTeam>;
  remove: ReturnType<typeof useDeleteTeam>;
  reset: ReturnType<typeof useResetTeamOrders>;
  bulk: ReturnType<typeof useBulkAssign>;
}

/** The page's dialogs, one open at a time: a team's edit form, its delete and reset, and the teams for everyone. */
function TeamDialogs({ dialog, save, remove, reset, bulk }: TeamDialogsProps) {
  const { close } = dialog;
  const shownFor = (kind: Open['kind']) => dialog.opened && dialog.item?.kind === kind;
  const last = dialog.item && 'team' in dialog.item ? dialog.item.team : null;
  return (
    <>
      <TeamFormDialog key={dialog.key} opened={shownFor('edit')} team={last} onClose={close} save={save} />
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
        Every member of staff whose rank uses teams and who has no team joins one, each time the team with the
        fewest members.
      </ConfirmDialog>
    </>
  );
}
