/**
 * `/staff/admin/on-leave-requests/create` (MANAGE_ON_LEAVE_REQUESTS): file leave for another member of staff: their
 * user ID, the days, an optional reason, and its status (approved at once by default).
 */
import { pathTo } from '@lib/access';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { Paper, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ActionForm } from '@ui/ActionForm';
import { BackButton, Page } from '@ui/PageHeader';
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
    <Page
      size="sm"
      title="New leave request"
      description="Record leave for a member of staff, for example one agreed in a conversation."
      actions={<BackButton to={LIST}>On Leave Requests</BackButton>}
    >
      <Paper withBorder p="lg">
        <ActionForm
          onSubmit={form.onSubmit((values) => void file.run(values))}
          action={file}
          failureTitle="The leave was not filed"
          submitLabel="File leave"
        >
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
        </ActionForm>
      </Paper>
    </Page>
  );
}
