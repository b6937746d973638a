/**
 * `/staff/admin/users/{id}/remove-staff` (MANAGE_USERS): take every rank from a member of staff. What it does:
 * docs/product/profiles-and-users.md#staff-removal.
 */
import { bindAction } from '@lib/action';
import { type User, userDisplayName } from '@lib/schemas/user';
import { isSnowflake } from '@lib/snowflake';
import { Button, Container, Group, Paper, Stack, Textarea } from '@mantine/core';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { PageHeader } from '@ui/PageHeader';
import { useState } from 'react';
import { NOT_A_SNOWFLAKE_MESSAGE } from '../BanUserPage/BanUserPage';
import { TargetUser } from '../components/TargetUser/TargetUser';
import { useAdminUser, useRemoveStaff } from '../hooks';
import { adminViewPath, REASON_MAX_LENGTH, reasonError } from '../model';

export interface RemoveStaffPageProps {
  id: string;
  onNavigate: (path: string) => void;
}

export function RemoveStaffPage({ id, onNavigate }: RemoveStaffPageProps) {
  const user = useAdminUser(isSnowflake(id) ? id : null);
  if (!isSnowflake(id)) {
    return (
      <Container size="md" py="lg">
        <ErrorState headingLevel={1} title="This is not a user id" message={NOT_A_SNOWFLAKE_MESSAGE} />
      </Container>
    );
  }
  const notFound = (
    <EmptyState
      headingLevel={1}
      title="This user could not be found"
      description={`No user has the id ${id}.`}
    />
  );
  return (
    <Container size="md" py="lg">
      <DataState
        source={user}
        loadingLabel="Loading the user"
        skeleton="profile"
        errorMessage="The user could not be loaded."
        headingLevel={1}
        select={(data) => data.user}
        notFound={notFound}
      >
        {(found) => <RemoveStaffForm user={found} onNavigate={onNavigate} />}
      </DataState>
    </Container>
  );
}

function RemoveStaffForm({ user, onNavigate }: { user: User; onNavigate: (path: string) => void }) {
  const name = userDisplayName(user);
  const back = () => onNavigate(adminViewPath(user.id));
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveStaff(name, () => {
    setConfirming(false);
    back();
  });
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? reasonError(reason, true) : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={`Remove ${name} from staff`}
        description="Every rank is taken away and announced; they may apply again after one week."
        actions={
          <Button variant="default" onClick={back}>
            Back to the user
          </Button>
        }
      />
      <TargetUser user={user} />
      <Paper p="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!reasonError(reason, true)) setConfirming(true);
          }}
        >
          <Stack gap="md">
            <Textarea
              label="Reason"
              withAsterisk
              description={`Told to the user. ${reason.trim().length} / ${REASON_MAX_LENGTH} characters.`}
              autosize
              minRows={3}
              value={reason}
              error={error}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
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
        opened={confirming}
        title={`Remove ${name} from staff?`}
        confirmLabel="Remove from staff"
        failureTitle={`${name} was not removed from staff`}
        onClose={() => setConfirming(false)}
        action={bindAction(remove, { id: user.id, reason: reason.trim() })}
      >
        Every rank {name} holds is taken away. This cannot be undone here: ranks must be given again by hand.
      </ConfirmDialog>
    </Stack>
  );
}
