import { useDialogState } from '@lib/dialog-state';
import '@mantine/core/styles/Progress.layer.css';
/**
 * `/staff/achievements` (VIEW_OWN_ACHIEVEMENTS): the global objectives and the user's own, each with its target,
 * progress as a bar, its reward, and Claim once a global one is reached (docs/product/administration.md#achievements).
 * With MANAGE_ACHIEVEMENTS: New objective, and Delete on each.
 */
import { formatMoney, plural } from '@lib/format';
import { hasAllPermissions } from '@lib/permissions';
import type { Objective } from '@lib/schemas/objective';
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { isSnowflake } from '@lib/snowflake';
import { Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { bothReads, DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { CreateLink, Page } from '@ui/PageHeader';
import {
  useClaimedObjectives,
  useClaimObjective,
  useDeleteObjective,
  useGlobalObjectives,
  useUserObjectives,
} from '../hooks';
import {
  CREATE_PATH,
  NOT_A_SNOWFLAKE_MESSAGE,
  objectiveState,
  progressOf,
  readAchiever,
  rewardLabel,
} from '../model';
import classes from './AchievementsPage.module.css';
import { DeleteObjectiveDialog } from './DeleteObjectiveDialog';
import { ObjectiveCard } from './ObjectiveCard';

export function AchievementsPage() {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const canManage = hasAllPermissions(user, ['MANAGE_ACHIEVEMENTS']);
  const achiever = readAchiever(user);
  const { ranks } = useRanks();

  const global = useGlobalObjectives();
  const claimed = useClaimedObjectives(userId);
  const personal = useUserObjectives(userId);
  const claims = claimed.data;
  // The global list and the claims together: Claim is offered only once both are known.
  const source = bothReads(global, claimed, (objectives) => objectives);

  const { claim, running } = useClaimObjective(userId ?? '');
  const deletion = useDialogState<Objective>();
  const remove = useDeleteObjective(deletion.close);

  const card = (objective: Objective) => (
    <ObjectiveCard
      key={objective.id}
      objective={objective}
      progress={progressOf(objective, achiever.orders)}
      state={objectiveState(objective, achiever.orders, claims ?? [])}
      reward={rewardLabel(objective, ranks)}
      onClaim={() => void claim.run(objective)}
      claiming={running.has(objective.id)}
      onDelete={canManage ? () => deletion.open(objective, remove) : undefined}
    />
  );

  const newButton = canManage && <CreateLink to={CREATE_PATH}>New objective</CreateLink>;

  return (
    <Page
      size="xl"
      gap="xl"
      title="My Achievements"
      description="Objectives to reach and what they give. Every objective counts your orders: prepared, delivered and deleted alike."
      actions={newButton}
      overlays={
        canManage && (
          <DeleteObjectiveDialog
            opened={deletion.opened}
            objective={deletion.item}
            onClose={deletion.close}
            remove={remove}
          />
        )
      }
    >
      <Text role="status">
        You have handled <strong>{plural(achiever.orders, 'order')}</strong>
        {achiever.money !== null && (
          <>
            {' '}
            and hold <strong>{formatMoney(achiever.money)}</strong>
          </>
        )}
        .
      </Text>

      <Stack gap="sm" component="section" aria-labelledby="objectives-global">
        <Title order={2} size="h3" id="objectives-global">
          For everyone
        </Title>
        <DataState
          source={source}
          loadingLabel="Loading the objectives"
          skeleton="cards"
          errorMessage="The objectives could not be loaded."
          refusedTitle="The objectives are not open to you"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={<IconTrophy size={28} />}
              title="No objectives yet"
              description={
                canManage
                  ? 'Set the first one for the staff to reach.'
                  : 'The management has not set any yet.'
              }
              action={newButton}
            />
          }
        >
          {(list) => <ul className={classes.grid}>{list.map(card)}</ul>}
        </DataState>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="objectives-mine">
        <Title order={2} size="h3" id="objectives-mine">
          Just for you
        </Title>
        <Text size="sm" c="dimmed">
          Set for you alone. They are marked when reached; only objectives for everyone are claimed.
        </Text>
        {userId && !isSnowflake(userId) ? (
          <ErrorState title="Your objectives could not be loaded" message={NOT_A_SNOWFLAKE_MESSAGE} />
        ) : (
          <DataState
            source={personal}
            loadingLabel="Loading your objectives"
            skeleton="cards"
            skeletonCount={1}
            errorMessage="Your objectives could not be loaded."
            refusedTitle="Your objectives are not open to you"
            isEmpty={(list) => list.length === 0}
            empty={<Text size="sm">Nothing set just for you.</Text>}
          >
            {(list) => <ul className={classes.grid}>{list.map(card)}</ul>}
          </DataState>
        )}
      </Stack>
    </Page>
  );
}
