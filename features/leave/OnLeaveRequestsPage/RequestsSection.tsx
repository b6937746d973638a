import { plural } from '@lib/format';
import type { LeaveRequest } from '@lib/schemas/leave';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { NoMatches } from '@ui/EmptyState';
import { type SearchBox, SearchInput } from '@ui/SearchInput';
import { type ReactNode, useMemo } from 'react';
import { LeaveList } from '../components/LeaveList/LeaveList';
import type { useDecideLeave } from '../hooks';
import {
  filterRequests,
  formatRange,
  LEAVE_STATUS_FILTERS,
  type LeaveStatusFilter,
  type OnLeaveSearch,
  personOf,
} from '../model';

const STATUS_LABELS: Record<LeaveStatusFilter | 'all', string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

interface RequestsSectionProps {
  requests: LeaveRequest[];
  /** What each request shown offers (its buttons). */
  actions: (request: LeaveRequest) => ReactNode;
  search: OnLeaveSearch;
  onSearchChange: (search: OnLeaveSearch) => void;
  /** The person box, whose text reaches the URL after a pause. */
  userBox: SearchBox;
  now: number;
}

/** The requests, filtered by status and person, each with its `actions`. */
export function RequestsSection({
  requests,
  actions,
  search,
  onSearchChange,
  userBox,
  now,
}: RequestsSectionProps) {
  const shown = useMemo(
    () => filterRequests(requests, { status: search.status, user: userBox.value }),
    [requests, search.status, userBox.value],
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Requests
      </Title>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Status"
          value={search.status ?? 'all'}
          onChange={(value) =>
            onSearchChange({
              ...search,
              status: value === 'all' ? undefined : (value as LeaveStatusFilter),
            })
          }
          data={(['all', ...LEAVE_STATUS_FILTERS] as const).map((value) => ({
            value,
            label: STATUS_LABELS[value],
          }))}
        />
        <SearchInput
          label="Person"
          placeholder="Name or user ID"
          box={userBox}
          clearLabel="Clear person"
          w={260}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {shown.length === requests.length
          ? plural(requests.length, 'request')
          : `${shown.length} of ${requests.length} requests match`}
      </Text>
      {shown.length === 0 ? (
        <NoMatches
          title="No requests match"
          description="Try another status or person."
          showAllLabel="Show all requests"
          onShowAll={() => {
            userBox.clear();
            onSearchChange({});
          }}
        />
      ) : (
        <LeaveList requests={shown} now={now} withPerson actions={actions} />
      )}
    </Stack>
  );
}

interface RequestActionsProps {
  request: LeaveRequest;
  approve: ReturnType<typeof useDecideLeave>;
  onDeny: () => void;
  onDelete: () => void;
}

/** A request's buttons: approve (unless approved), deny (unless denied), delete. */
export function RequestActions({ request, approve, onDeny, onDelete }: RequestActionsProps) {
  return (
    <>
      {request.status !== 1 && (
        <Button
          size="compact-sm"
          color="green"
          onClick={() => void approve.run(request, 1, undefined)}
          loading={approve.pending}
          aria-label={`Approve ${personOf(request)}’s leave, ${formatRange(request)}`}
        >
          Approve
        </Button>
      )}
      {request.status !== 2 && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={onDeny}
          aria-label={`Deny ${personOf(request)}’s leave, ${formatRange(request)}`}
        >
          Deny
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        onClick={onDelete}
        aria-label={`Delete ${personOf(request)}’s leave request, ${formatRange(request)}`}
      >
        Delete
      </Button>
    </>
  );
}
