import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { userDisplayName } from '@lib/schemas/user';
import { Group, Text } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { formatDate } from '../../model';

/** Who wrote the message (avatar and name) and when it last changed. */
export function CreatorLine({ message, size = 24 }: { message: DeliveryMessage; size?: number }) {
  const creator = message.createdByUser;
  const name = creator ? userDisplayName(creator) : 'Unknown user';
  const updated = formatDate(message.lastUpdatedAt ?? message.createdAt);
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar
        userId={creator?.id ?? message.createdBy ?? '0'}
        avatar={creator?.avatar}
        name={name}
        size={size}
      />
      <Text size="sm" c="dimmed" lineClamp={1}>
        <Text span c="dark.0" fw={500}>
          {name}
        </Text>
        {updated && ` · ${message.lastUpdatedAt ? 'updated' : 'created'} ${updated}`}
      </Text>
    </Group>
  );
}
