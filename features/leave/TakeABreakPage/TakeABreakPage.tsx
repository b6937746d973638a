/**
 * `/staff/take-a-break` ('Take a Vacation', SUBMIT_ON_LEAVE_REQUEST): request leave (first day, optional last
 * day, reason) and see my requests with their status; an approved leave that has started shows 'On leave now'.
 */
import { useUnsavedChanges } from '@lib/unsaved';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBeach } from '@tabler/icons-react';
import { ActionForm } from '@ui/ActionForm';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { LazyLeaveDateFields } from '../components/LeaveForm/LazyLeaveDateFields';
import { LeaveList } from '../components/LeaveList/LeaveList';
import { useMyLeave, useRequestLeave } from '../hooks';
import { EMPTY_LEAVE, type LeaveFormValues, leaveRules } from '../model';

export interface TakeABreakPageProps {
  /** The clock in ms, for stories and tests; `Date.now` by default. */
  now?: () => number;
}

export function TakeABreakPage({ now = Date.now }: TakeABreakPageProps) {
  const mine = useMyLeave();
  return (
    <Page
      title="Take a Vacation"
      description="Ask for leave: the days you will be away and why. A manager approves or denies each request."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RequestLeaveForm />
        <Stack gap="sm">
          <Title order={2} size="h3">
            My requests
          </Title>
          <DataState
            source={mine}
            loadingLabel="Loading your leave requests"
            errorMessage="Your leave requests could not be loaded."
            refusedTitle="Leave requests are not open to you"
            isEmpty={(data) => data.requests.length === 0}
            empty={
              <EmptyState
                icon={<IconBeach size={28} />}
                title="No leave requested yet"
                description="Your requests and their status will show here."
              />
            }
          >
            {({ requests }) => <LeaveList requests={requests} now={now()} />}
          </DataState>
        </Stack>
      </SimpleGrid>
    </Page>
  );
}

function RequestLeaveForm() {
  const form = useForm<LeaveFormValues>({
    initialValues: EMPTY_LEAVE,
    validate: leaveRules,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());
  const request = useRequestLeave(() => form.reset());
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} size="h3" id="request-leave">
          Request leave
        </Title>
        <ActionForm
          onSubmit={form.onSubmit((values) => void request.run(values))}
          aria-labelledby="request-leave"
          action={request}
          failureTitle="Your request was not sent"
          submitLabel="Request leave"
        >
          <LazyLeaveDateFields form={form} reasonRequired />
        </ActionForm>
      </Stack>
    </Paper>
  );
}
