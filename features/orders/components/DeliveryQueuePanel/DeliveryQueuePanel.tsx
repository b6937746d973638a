/**
 * The delivery queue: who is waiting to deliver, your place in it, and joining or leaving (live). The queue gives
 * only user ids; each member's avatar and name come from their user ({@link useQueueMember}). Until that is known,
 * or when it cannot be, a member shows the default avatar for their id and "Courier" with the id's last digits.
 */
import type { Action } from '@lib/action';
import type { QueueEntry } from '@lib/schemas/order';
import { userDisplayName } from '@lib/schemas/user';
import { Button, Card, Group, Avatar as MantineAvatar, Stack, Text, Tooltip } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { type DataSource, DataState } from '@ui/DataState';
import { useQueueMember } from '../../hooks';

export interface DeliveryQueuePanelProps {
  /** The queue as read (`useDeliveryQueue`): its data is the entries, oldest first. */
  queue: DataSource<readonly QueueEntry[]>;
  /** Your 1-based place, or null when you are not in the queue. */
  position: number | null;
  /** Joins and leaves (`useDeliveryQueue`'s actions): the button waits while one runs; failures are toasts. */
  join: Action<[]>;
  leave: Action<[]>;
}

const SHOWN = 8;

export function DeliveryQueuePanel({ queue, position, join, leave }: DeliveryQueuePanelProps) {
  const entries = queue.data ?? [];
  const inQueue = position !== null;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="delivery-queue-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text id="delivery-queue-title" fw={700}>
            Delivery queue
          </Text>
          <DataState
            source={queue}
            inline
            loadingLabel="Loading the delivery queue"
            errorMessage="Unavailable"
          >
            {(waiting) => (
              <Text size="sm" c="dimmed" aria-live="polite">
                {waiting.length} waiting
              </Text>
            )}
          </DataState>
        </Group>
        {entries.length > 0 && (
          <Tooltip.Group openDelay={200}>
            <MantineAvatar.Group>
              {entries.slice(0, SHOWN).map((entry, index) => (
                <QueueMemberAvatar key={entry.userID} entry={entry} place={index + 1} />
              ))}
              {entries.length > SHOWN && <MantineAvatar size={32}>+{entries.length - SHOWN}</MantineAvatar>}
            </MantineAvatar.Group>
          </Tooltip.Group>
        )}
        <Text size="sm" aria-live="polite">
          {inQueue ? `You are number ${position} in the queue.` : 'You are not in the queue.'}
        </Text>
        {inQueue ? (
          <Button variant="default" onClick={() => void leave.run()} loading={leave.pending}>
            Leave the queue
          </Button>
        ) : (
          <Button onClick={() => void join.run()} loading={join.pending} disabled={!queue.data}>
            Join the queue
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The neutral name of a member whose user is not known (yet): "Courier" and the id's last four digits. */
function fallbackMemberName(userID: string): string {
  return `Courier ${userID.slice(-4)}`;
}

/** One member: avatar named after the user, place and name in the tooltip; the lookup state in `data-lookup`. */
function QueueMemberAvatar({ entry, place }: { entry: QueueEntry; place: number }) {
  const member = useQueueMember(entry);
  const name = member.user ? userDisplayName(member.user) : fallbackMemberName(entry.userID);
  return (
    <Tooltip label={`${place}. ${name}`}>
      <span data-lookup={member.state}>
        <Avatar userId={entry.userID} avatar={member.user?.avatar ?? null} name={name} size={32} />
      </span>
    </Tooltip>
  );
}
