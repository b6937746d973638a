/**
 * `/staff/admin/users/{id}/ban` (MANAGE_USERS): ban a user, change the ban, or lift it. What it does:
 * docs/product/profiles-and-users.md#bans.
 */
import { userManagerPath } from '@lib/access';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { formatDateTime } from '@lib/format';
import type { RawBan } from '@lib/schemas/admin-user';
import { type User, userDisplayName } from '@lib/schemas/user';
import { isSnowflake } from '@lib/snowflake';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { Section } from '@ui/Section';
import { AdminUserPage } from '../components/AdminUserPage/AdminUserPage';
import { TargetUser } from '../components/TargetUser/TargetUser';
import { useBan, useLiftBan, useLiveAdminUser, useSaveBan } from '../hooks';
import { BAN_LENGTHS, type BanLength, banState, expiryFor, REASON_MAX_LENGTH, reasonError } from '../model';

export interface BanUserPageProps {
  id: string;
  /** Back to the user's admin view after a ban is saved or lifted. */
  onNavigate: (path: string) => void;
}

export function BanUserPage({ id, onNavigate }: BanUserPageProps) {
  // Read with the user, not after it.
  const ban = useBan(isSnowflake(id) ? id : null);
  useLiveAdminUser(id);
  return (
    <AdminUserPage id={id}>
      {(found) => (
        <DataState
          source={ban}
          loadingLabel="Loading the ban"
          errorMessage="The ban could not be loaded."
          headingLevel={1}
        >
          {({ ban: current }) => <BanForms user={found} ban={current} onNavigate={onNavigate} />}
        </DataState>
      )}
    </AdminUserPage>
  );
}

type BanValues = { reason: string; length: BanLength; silent: boolean };

function BanForms({
  user,
  ban,
  onNavigate,
}: {
  user: User;
  ban: RawBan | null;
  onNavigate: (path: string) => void;
}) {
  const name = userDisplayName(user);
  const back = () => onNavigate(userManagerPath(user.id));
  const exists = ban !== null;
  const confirm = useDialogState<'save' | 'lift'>();
  const done = () => {
    confirm.close();
    leaveAfterSave(back);
  };
  const save = useSaveBan(name, exists, done);
  const lift = useLiftBan(name, done);
  const form = useForm<BanValues>({
    initialValues: { reason: ban?.reason ?? '', length: '7d', silent: false },
    validate: { reason: (value) => reasonError(value, false) },
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());
  const { reason, length, silent } = form.values;
  const liftForm = useForm({ initialValues: { silent: false } });
  const liftSilently = liftForm.values.silent;
  const lengthLabel = BAN_LENGTHS.find((option) => option.value === length)?.label ?? '';
  const shown = (which: 'save' | 'lift') => confirm.opened && confirm.item === which;

  return (
    <Stack gap="lg">
      <TargetUser
        user={user}
        title={exists ? `Change ${name}’s ban` : `Ban ${name}`}
        description="A ban blocks the whole website for the user and signs them out everywhere."
        onBack={back}
      />
      {ban && <CurrentBan ban={ban} />}

      <BanFormSection form={form} exists={exists} onSubmit={() => confirm.open('save', save)} />

      {exists && (
        <Section title="Lift the ban">
          <Checkbox
            label="Silent: no message to the user and no ban log"
            {...liftForm.getInputProps('silent', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => confirm.open('lift', lift)}>
              Lift ban
            </Button>
          </Group>
        </Section>
      )}

      <ConfirmDialog
        opened={shown('save')}
        title={exists ? `Update ${name}’s ban?` : `Ban ${name}?`}
        confirmLabel={exists ? 'Update ban' : 'Ban user'}
        failureTitle={exists ? 'The ban was not updated' : 'The user was not banned'}
        onClose={confirm.close}
        action={bindAction(save, {
          id: user.id,
          reason: reason.trim(),
          expiry: expiryFor(length, Date.now()),
          silent,
        })}
      >
        {length === 'permanent' ? 'A permanent ban' : `A ban of ${lengthLabel}`}
        {silent ? ', silently' : ''}. {name} is signed out everywhere at once.
      </ConfirmDialog>
      <ConfirmDialog
        opened={shown('lift')}
        title={`Lift ${name}’s ban?`}
        confirmLabel="Lift ban"
        tone="primary"
        failureTitle="The ban was not lifted"
        onClose={confirm.close}
        action={bindAction(lift, { id: user.id, silent: liftSilently })}
      >
        {name} can use the website again{liftSilently ? '; nobody is told' : ''}.
      </ConfirmDialog>
    </Stack>
  );
}

/** The ban as it stands: its reason and when it ends or ended. */
function CurrentBan({ ban }: { ban: RawBan }) {
  const state = banState(ban, Date.now());
  return (
    <Alert
      color={state === 'active' ? 'red' : 'gray'}
      title={state === 'active' ? 'Banned now' : 'The ban has expired'}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {ban.reason || 'No reason given.'}
      </Text>
      <Text size="sm">
        {ban.expiry
          ? `${state === 'active' ? 'Ends' : 'Ended'} ${formatDateTime(ban.expiry) ?? 'at an unknown time'}.`
          : 'Permanent.'}
      </Text>
    </Alert>
  );
}

interface BanFormSectionProps {
  form: UseFormReturnType<BanValues>;
  /** The user is banned already: the form changes the ban. */
  exists: boolean;
  /** The form is valid: ask to confirm. */
  onSubmit: () => void;
}

function BanFormSection({ form, exists, onSubmit }: BanFormSectionProps) {
  const { reason } = form.values;
  return (
    <Section title={exists ? 'Change the ban' : 'Ban the user'}>
      <form noValidate onSubmit={form.onSubmit(onSubmit)}>
        <Stack gap="md">
          <Textarea
            label="Reason"
            description={`Shown to the user. ${reason.trim().length} / ${REASON_MAX_LENGTH} characters.`}
            autosize
            minRows={3}
            {...form.getInputProps('reason')}
          />
          <Select
            label="Length"
            description={exists ? 'Counted from now.' : undefined}
            data={BAN_LENGTHS.map(({ value, label }) => ({ value, label }))}
            allowDeselect={false}
            {...form.getInputProps('length')}
          />
          <Checkbox
            label="Silent: no message to the user and no ban log"
            {...form.getInputProps('silent', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red">
              {exists ? 'Update ban' : 'Ban user'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
