import type { LeaveRequest } from '@lib/schemas/leave';
import { Badge, Group, Text } from '@mantine/core';
import { CardList, CardText, ListCard } from '@ui/CardList';
import type { ReactNode } from 'react';
import { formatDateTime, formatRange, isActive, personOf } from '../../model';
import { LeaveStatusBadge } from '../LeaveStatusBadge/LeaveStatusBadge';

export interface LeaveListProps {
  requests: readonly LeaveRequest[];
  now: number;
  /** Show whose request it is (the managers' list). */
  withPerson?: boolean;
  /** Buttons for one request (approve, deny, delete). */
  actions?: (request: LeaveRequest) => ReactNode;
}

/** Leave requests, as given: the days, whose (when asked), the status, "On leave now", the reason. */
export function LeaveList({ requests, now, withPerson = false, actions }: LeaveListProps) {
  return (
    <CardList>
      {requests.map((request) => (
        <ListCard
          key={request.id}
          headingId={`leave-${request.id}`}
          title={withPerson ? `${personOf(request)}: ${formatRange(request)}` : formatRange(request)}
          headingLevel={3}
          titleSize="h5"
          aside={
            <Group gap="xs">
              {isActive(request, now) && <Badge color="orange.6">On leave now</Badge>}
              <LeaveStatusBadge status={request.status} />
            </Group>
          }
        >
          {request.reason && <CardText size="sm">{request.reason}</CardText>}
          <Text size="xs" c="dimmed">
            Requested {formatDateTime(request.sentAt) ?? 'at an unknown time'}
          </Text>
          {actions && <Group gap="xs">{actions(request)}</Group>}
        </ListCard>
      ))}
    </CardList>
  );
}
