import { formatDate, plural } from '@lib/format';
import type { Objective } from '@lib/schemas/objective';
import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconGift, IconTrash } from '@tabler/icons-react';
import { type ObjectiveState, type Progress as ProgressValue, progressText, typeLabel } from '../model';
import classes from './AchievementsPage.module.css';

export interface ObjectiveCardProps {
  objective: Objective;
  progress: ProgressValue;
  state: ObjectiveState;
  /** The reward in words. */
  reward: string;
  /** Claims it (global objectives, reached, not claimed). */
  onClaim?: () => void;
  claiming?: boolean;
  /** Deletes it (MANAGE_ACHIEVEMENTS). */
  onDelete?: () => void;
}

const claimedOn = (at: number | null) =>
  at === null ? 'Claimed' : `Claimed ${formatDate(at) ?? ''}`.trimEnd();

/** One objective: what to do, how far the user is, what it gives, and Claim when it is time. */
export function ObjectiveCard({
  objective,
  progress,
  state,
  reward,
  onClaim,
  claiming,
  onDelete,
}: ObjectiveCardProps) {
  const name = objective.description || 'Untitled objective';
  return (
    <Card component="li" withBorder radius="md" padding="lg" className={classes.card} data-state={state.kind}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" className={classes.wrap}>
            {name}
          </Title>
          {onDelete && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Badge variant="light" color="gray" w="fit-content">
          {typeLabel(objective.type)}
        </Badge>
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{progressText(progress)}</Text>
            <Text size="sm" c="dimmed">
              {progress.percent}%
            </Text>
          </Group>
          <Progress
            value={progress.percent}
            color={progress.reached ? 'green' : undefined}
            aria-label={`Progress towards ${name}: ${progressText(progress)}`}
            mt={4}
          />
        </div>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconGift size={16} aria-hidden className={classes.icon} />
          <Text size="sm" className={classes.wrap}>
            <Text span size="sm" c="dimmed">
              Reward:{' '}
            </Text>
            {reward}
          </Text>
        </Group>
        <div className={classes.footer}>
          {state.kind === 'claimed' && (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
              {claimedOn(state.at)}
            </Badge>
          )}
          {state.kind === 'claimable' && onClaim && (
            <Button onClick={onClaim} loading={claiming} fullWidth>
              Claim
            </Button>
          )}
          {state.kind === 'reached' && (
            <Badge color="green" variant="light">
              Reached
            </Badge>
          )}
          {state.kind === 'ahead' && (
            <Text size="sm" c="dimmed">
              {plural(state.left, 'more order', 'more orders')} to go
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
