/**
 * `/staff/admin/on-leave-requests` (MANAGE_ON_LEAVE_REQUESTS): who is away when, and the requests to decide. What it
 * does: docs/product/recruitment-and-appeals.md#leave-requests-built.
 */
import { pathTo } from '@lib/access';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import type { LeaveRequest } from '@lib/schemas/leave';
import { useSearchInput } from '@lib/use-search-input';
import { Paper, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBeach } from '@tabler/icons-react';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { CreateLink, Page } from '@ui/PageHeader';
import { LeaveTimeline } from '../components/LeaveTimeline/LeaveTimeline';
import { useAllLeave, useDecideLeave, useDeleteLeave } from '../hooks';
import { formatRange, type OnLeaveSearch, personOf, weekStart } from '../model';
import { RequestActions, RequestsSection } from './RequestsSection';

/** Days in the timeline: four weeks. */
export const TIMELINE_DAYS = 28;
const SEARCH_URL_DELAY_MS = 300;

export interface OnLeaveRequestsPageProps {
  search: OnLeaveSearch;
  onSearchChange: (search: OnLeaveSearch) => void;
  /** The clock in ms, for stories and tests; `Date.now` by default. */
  now?: () => number;
}

export function OnLeaveRequestsPage({ search, onSearchChange, now = Date.now }: OnLeaveRequestsPageProps) {
  const list = useAllLeave();
  const at = now();
  const userBox = useSearchInput(
    search.user ?? '',
    (user) => onSearchChange({ ...search, user: user || undefined }),
    SEARCH_URL_DELAY_MS,
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
            <RequestsSection
              requests={requests}
              actions={(request) => (
                <RequestActions
                  request={request}
                  approve={approve}
                  onDeny={() => denying.open(request, deny)}
                  onDelete={() => deleting.open(request, remove)}
                />
              )}
              search={search}
              onSearchChange={onSearchChange}
              userBox={userBox}
              now={at}
            />
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
