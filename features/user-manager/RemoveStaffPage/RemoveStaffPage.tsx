/**
 * `/staff/admin/users/{id}/remove-staff` (MANAGE_USERS): take every rank from a member of staff. What it does:
 * docs/product/profiles-and-users.md#staff-removal.
 */
import { userManagerPath } from '@lib/access';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { type User, userDisplayName } from '@lib/schemas/user';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { AdminUserPage } from '../components/AdminUserPage/AdminUserPage';
import { TargetUser } from '../components/TargetUser/TargetUser';
import { useRemoveStaff } from '../hooks';
import { REASON_MAX_LENGTH, reasonError } from '../model';

export interface RemoveStaffPageProps {
  id: string;
  onNavigate: (path: string) => void;
}

export function RemoveStaffPage({ id, onNavigate }: RemoveStaffPageProps) {
  return (
    <AdminUserPage id={id}>
      {(found) => <RemoveStaffForm user={found} onNavigate={onNavigate} />}
    </AdminUserPage>
  );
}

function RemoveStaffForm({ user, onNavigate }: { user: User; onNavigate: (path: string) => void }) {
  const name = userDisplayName(user);
  const back = () => onNavigate(userManagerPath(user.id));
  const confirm = useDialogState();
  const remove = useRemoveStaff(name, () => {
    confirm.close();
    leaveAfterSave(back);
  });
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => reasonError(value, true) },
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());
  const reason = form.values.reason;

  return (
    <Stack gap="lg">
      <TargetUser
        user={user}
        title={`Remove ${name} from staff`}
        description="Every rank is taken away and announced; they may apply again after one week."
        onBack={back}
      />
      <Paper p="lg">
        <form noValidate onSubmit={form.onSubmit(() => confirm.open(true, remove))}>
          <Stack gap="md">
            <Textarea
              label="Reason"
              withAsterisk
              description={`Told to the user. ${reason.trim().length} / ${REASON_MAX_LENGTH} characters.`}
              autosize
              minRows={3}
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button type="submit" color="red">
                Remove from staff
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ConfirmDialog
        opened={confirm.opened}
        title={`Remove ${name} from staff?`}
        confirmLabel="Remove from staff"
        failureTitle={`${name} was not removed from staff`}
        onClose={confirm.close}
        action={bindAction(remove, { id: user.id, reason: reason.trim() })}
      >
        Every rank {name} holds is taken away. This cannot be undone here: ranks must be given again by hand.
      </ConfirmDialog>
    </Stack>
  );
}
