import type { LeaveRequest } from '@lib/schemas/leave';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime, formatRange, isActive, personOf } from '../../model';
import { LeaveStatusBadge } from '../LeaveStatusBadge/LeaveStatusBadge';
import classes from './LeaveList.module.css';

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
    <Stack component="ul" gap="sm" className={classes.list}>
      {requests.map((request) => {
        const headingId = `leave-${request.id}`;
        return (
          <Paper key={request.id} component="li" withBorder p="md" aria-labelledby={headingId}>
            <Stack gap={6}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Title order={3} size="h5" id={headingId} className={classes.text}>
                  {withPerson ? `${personOf(request)}: ${formatRange(request)}` : formatRange(request)}
                </Title>
                <Group gap="xs">
                  {isActive(request, now) && <Badge color="orange.6">On leave now</Badge>}
                  <LeaveStatusBadge status={request.status} />
                </Group>
              </Group>
              {request.reason && (
                <Text size="sm" className={classes.text}>
                  {request.reason}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                Requested {formatDateTime(request.sentAt) ?? 'at an unknown time'}
              </Text>
              {actions && <Group gap="xs">{actions(request)}</Group>}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
