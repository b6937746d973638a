/**
 * `/staff/admin/on-leave-requests/create` (MANAGE_ON_LEAVE_REQUESTS): file leave for another member of staff: their
 * user ID, the days, an optional reason, and its status (approved at once by default).
 */
import { pathTo } from '@lib/access';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { Alert, Button, Container, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { PageHeader } from '@ui/PageHeader';
import { LazyLeaveDateFields } from '../components/LeaveForm/LazyLeaveDateFields';
import { useFileLeave } from '../hooks';
import { type AdminLeaveFormValues, adminLeaveRules } from '../model';

export interface CreateLeaveRequestPageProps {
  /** Goes to an app path (after filing: the list). */
  onNavigate: (path: string) => void;
}

const LIST = pathTo('/staff/admin/on-leave-requests');

export function CreateLeaveRequestPage({ onNavigate }: CreateLeaveRequestPageProps) {
  const form = useForm<AdminLeaveFormValues>({
    initialValues: { userID: '', start: null, end: null, reason: '', status: '1' },
    validate: adminLeaveRules,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());
  const file = useFileLeave(() => leaveAfterSave(() => onNavigate(LIST)));
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageHeader
          title="New leave request"
          description="Record leave for a member of staff, for example one agreed in a conversation."
          actions={
            <Button
              component={AppLink}
              to={LIST}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              On Leave Requests
            </Button>
          }
        />
        <Paper withBorder p="lg">
          <form onSubmit={form.onSubmit((values) => void file.run(values))} noValidate>
            <Stack gap="md">
              {file.error && (
                <Alert color="red" title="The leave was not filed" role="alert">
                  {file.error}
                </Alert>
              )}
              <TextInput
                label="User ID"
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                description="The member of staff’s Discord user ID."
                {...form.getInputProps('userID')}
              />
              <LazyLeaveDateFields form={form} reasonRequired={false} />
              <Select
                label="Status"
                allowDeselect={false}
                data={[
                  { value: '1', label: 'Approved' },
                  { value: '0', label: 'Pending' },
                  { value: '2', label: 'Denied' },
                ]}
                {...form.getInputProps('status')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={file.pending}>
                  File leave
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
