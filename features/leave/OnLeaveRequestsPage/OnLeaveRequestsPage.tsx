/**
 * `/staff/admin/on-leave-requests` (MANAGE_ON_LEAVE_REQUESTS): who is away when, and the requests to decide. What it
 * does: docs/product/recruitment-and-appeals.md#leave-requests-built.
 */
import { pathTo } from '@lib/access';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { plural } from '@lib/format';
import type { LeaveRequest } from '@lib/schemas/leave';
import { useSearchInput } from '@lib/use-search-input';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBeach } from '@tabler/icons-react';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState, NoMatches } from '@ui/EmptyState';
import { CreateLink, Page } from '@ui/PageHeader';
import { SearchInput } from '@ui/SearchInput';
import { useMemo } from 'react';
import { LeaveList } from '../components/LeaveList/LeaveList';
import { LeaveTimeline } from '../components/LeaveTimeline/LeaveTimeline';
import { useAllLeave, useDecideLeave, useDeleteLeave } from '../hooks';
import {
  filterRequests,
  formatRange,
  LEAVE_STATUS_FILTERS,
  type LeaveStatusFilter,
  type OnLeaveSearch,
  personOf,
  weekStart,
} from '../model';

/** Days in the timeline: four weeks. */
export const TIMELINE_DAYS = 28;
const SEARCH_URL_DELAY_MS = 300;

export interface OnLeaveRequestsPageProps {
  search: OnLeaveSearch;
  onSearchChange: (search: OnLeaveSearch) => void;
  /** The clock in ms, for stories and tests; `Date.now` by default. */
  now?: () => number;
}

const STATUS_LABELS: Record<LeaveStatusFilter | 'all', string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

export function OnLeaveRequestsPage({ search, onSearchChange, now = Date.now }: OnLeaveRequestsPageProps) {
  const list = useAllLeave();
  const at = now();
  const userBox = useSearchInput(
    search.user ?? '',
    (user) => onSearchChange({ ...search, user: user || undefined }),
    SEARCH_URL_DELAY_MS,
  );
  const shown = useMemo(
    () => filterRequests(list.data?.requests ?? [], { status: search.status, user: userBox.value }),
    [list.data, search.status, userBox.value],
  );

  const denying = useDialogState<LeaveRequest>();
  const deleting = useDialogState<LeaveRequest>();
  const approve = useDecideLeave('toast');
  const deny = useDecideLeave('inline', denying.close);
  const remove = useDeleteLeave(deleting.close);

  const fileButton = <CreateLink to={pathTo('/staff/admin/on-leave-requests/create')}>File leave</CreateLink>;

  return (
    <Page
      size="xl"
      title="On Leave Requests"
      description="Who is away when, and the requests waiting for a decision."
      actions={fileButton}
      overlays={
        <>
          {denying.item && (
            <DenyDialog
              key={denying.key}
              opened={denying.opened}
              request={denying.item}
              onClose={denying.close}
              deny={deny}
            />
          )}
          {deleting.item && (
            <ConfirmDialog
              opened={deleting.opened}
              title={`Delete ${personOf(deleting.item)}’s leave request?`}
              confirmLabel="Delete"
              failureTitle="The request was not deleted"
              onClose={deleting.close}
              action={bindAction(remove, deleting.item)}
            >
              {formatRange(deleting.item)}. The request is removed for good, whatever its status. This cannot
              be undone.
            </ConfirmDialog>
          )}
        </>
      }
    >
      <DataState
        source={list}
        loadingLabel="Loading the leave requests"
        errorMessage="The leave requests could not be loaded."
        refusedTitle="Leave requests are not open to you"
        isEmpty={(data) => data.requests.length === 0}
        empty={
          <EmptyState
            icon={<IconBeach size={28} />}
            title="No leave requests"
            description="Nobody has asked for leave. Requests from staff and those you file show here."
            action={fileButton}
          />
        }
      >
        {({ requests }) => (
          <Stack gap="lg">
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Who is away
                </Title>
                <LeaveTimeline requests={requests} from={weekStart(at)} days={TIMELINE_DAYS} now={at} />
              </Stack>
            </Paper>
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
                <LeaveList
                  requests={shown}
                  now={at}
                  withPerson
                  actions={(request) => (
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
                          onClick={() => denying.open(request, deny)}
                          aria-label={`Deny ${personOf(request)}’s leave, ${formatRange(request)}`}
                        >
                          Deny
                        </Button>
                      )}
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="gray"
                        onClick={() => deleting.open(request, remove)}
                        aria-label={`Delete ${personOf(request)}’s leave request, ${formatRange(request)}`}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                />
              )}
            </Stack>
          </Stack>
        )}
      </DataState>
    </Page>
  );
}

/** Deny a request, with an optional reason for the person (rendered afresh for each opening). */
function DenyDialog({
  opened,
  request,
  onClose,
  deny,
}: {
  opened: boolean;
  request: LeaveRequest;
  onClose: () => void;
  deny: ReturnType<typeof useDecideLeave>;
}) {
  const form = useForm({ initialValues: { reason: '' } });
  return (
    <ConfirmDialog
      opened={opened}
      title={`Deny ${personOf(request)}’s leave?`}
      confirmLabel="Deny"
      failureTitle="The request was not denied"
      onClose={onClose}
      action={bindAction(deny, request, 2, form.values.reason.trim())}
      dirty={form.isDirty()}
      extra={
        <Textarea
          label="Reason for the person (optional)"
          description="Sent to them in a direct message."
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
      }
    >
      {formatRange(request)}. They will be told it was denied.
    </ConfirmDialog>
  );
}
