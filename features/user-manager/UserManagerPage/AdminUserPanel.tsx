import { accessOf, pathTo } from '@lib/access';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { formatDateTime } from '@lib/format';
import type { Rank } from '@lib/schemas/rank';
import { type User, userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { Badge, Button, Code, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { RankBadge } from '@ui/RankBadge';
import type { ReactNode } from 'react';
import {
  useAdminUser,
  useBan,
  useBlacklist,
  useLiveAdminUser,
  useSetBlacklist,
  useUserWarnings,
} from '../hooks';
import { banState, byPosition, reasonError } from '../model';
import { RanksDialog } from './RanksDialog';
import classes from './UserManagerPage.module.css';

/** One user's admin view: who they are, their ranks, ban, staff status, blacklist and warnings. */
export function AdminUserPanel({ id }: { id: string }) {
  const user = useAdminUser(id);
  useLiveAdminUser(id);
  return (
    <DataState
      source={user}
      loadingLabel="Loading the user"
      skeleton="profile"
      errorMessage="The user could not be loaded."
      select={(data) => data.user}
      notFound={<Text>This user could not be found.</Text>}
    >
      {(found) => <Panel user={found} />}
    </DataState>
  );
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className={classes.section}>
      <Group justify="space-between" gap="sm" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </section>
  );
}

function Panel({ user }: { user: User }) {
  const { ranks } = useRanks();
  const held = byPosition((ranks ?? []).filter((rank) => user.ranks.includes(rank.id)));
  const isStaff = held.some((rank) => rank.staffRank);
  return (
    <Stack gap="md">
      <UserHeader user={user} />
      <RanksSection user={user} held={held} />
      <BanSection userId={user.id} />
      <Section
        title="Staff"
        actions={
          isStaff && (
            <Button
              component={AppLink}
              to={pathTo('/staff/admin/users/$id/remove-staff', { id: user.id })}
              size="xs"
              color="red"
              variant="light"
            >
              Remove from staff
            </Button>
          )
        }
      >
        <Text size="sm">{isStaff ? 'Holds a staff rank.' : 'Not staff.'}</Text>
      </Section>
      <BlacklistSection userId={user.id} name={userDisplayName(user)} />
      <WarningsSection userId={user.id} />
    </Stack>
  );
}

/** Who the user is, with links to their profile and (when open to the viewer) their order history. */
function UserHeader({ user }: { user: User }) {
  const viewer = useCurrentUser();
  const name = userDisplayName(user);
  const history = accessOf('/staff/admin/order-history/$id', viewer) === 'open';
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar userId={user.id} avatar={user.avatar} name={name} size={56} />
      <Stack gap={2} className={classes.name}>
        <Title order={2} size="h3" className={classes.wrap}>
          {name}
        </Title>
        <Text size="sm" c="dimmed" className={classes.wrap}>
          @{user.username} · <Code>{user.id}</Code>
        </Text>
        <Group gap="xs" mt={4}>
          <Button component={AppLink} to={pathTo('/users/$id', { id: user.id })} size="xs" variant="default">
            Profile
          </Button>
          {history && (
            <Button
              component={AppLink}
              to={pathTo('/staff/admin/order-history/$id', { id: user.id })}
              size="xs"
              variant="default"
            >
              Order history
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/** The ranks the user holds, and the dialog that changes them. */
function RanksSection({ user, held }: { user: User; held: Rank[] }) {
  const viewer = useCurrentUser();
  const { ranks } = useRanks();
  const ranksDialog = useDialogState();
  return (
    <>
      <Section
        title="Ranks"
        actions={
          <Button size="xs" onClick={() => ranksDialog.open(true)} disabled={!ranks}>
            Change ranks
          </Button>
        }
      >
        {held.length === 0 ? (
          <Text size="sm" c="dimmed">
            No ranks.
          </Text>
        ) : (
          <Group gap={6}>
            {held.map((rank) => (
              <RankBadge key={rank.id} name={rank.name} colour={rank.colour} />
            ))}
          </Group>
        )}
      </Section>
      {ranks && viewer && (
        <RanksDialog
          key={ranksDialog.key}
          opened={ranksDialog.opened}
          onClose={ranksDialog.close}
          user={user}
          ranks={ranks}
          manager={viewer}
        />
      )}
    </>
  );
}

/** The user's ban, if any, and the way to the ban page. */
function BanSection({ userId }: { userId: string }) {
  const ban = useBan(userId);
  const now = Date.now();
  return (
    <Section
      title="Ban"
      actions={
        <Button
          component={AppLink}
          to={pathTo('/staff/admin/users/$id/ban', { id: userId })}
          size="xs"
          variant="default"
        >
          {ban.data?.ban ? 'Change or lift the ban' : 'Ban'}
        </Button>
      }
    >
      <DataState
        source={ban}
        loadingLabel="Loading the ban"
        errorMessage="The ban could not be loaded."
        inline
      >
        {({ ban: current }) => {
          const state = banState(current, now);
          if (!current || state === 'none') return <Text size="sm">Not banned.</Text>;
          return (
            <Stack gap={4}>
              <Group gap="xs">
                <Badge color={state === 'active' ? 'red' : 'gray'} variant="light">
                  {state === 'active' ? 'Banned' : 'Ban expired'}
                </Badge>
                <Text size="sm">
                  {current.expiry ? `Until ${formatDateTime(current.expiry)}` : 'Permanent'}
                </Text>
              </Group>
              <Text size="sm" className={classes.wrap}>
                {current.reason || 'No reason given.'}
              </Text>
            </Stack>
          );
        }}
      </DataState>
    </Section>
  );
}

/** The user's blacklist entry, and the dialogs that add or remove it. */
function BlacklistSection({ userId, name }: { userId: string; name: string }) {
  const blacklist = useBlacklist(userId);
  const blacklistDialog = useDialogState<'add' | 'remove'>();
  return (
    <>
      <Section
        title="Blacklist"
        actions={
          blacklist.data &&
          (blacklist.data.blacklist ? (
            <Button size="xs" variant="default" onClick={() => blacklistDialog.open('remove')}>
              Remove from blacklist
            </Button>
          ) : (
            <Button size="xs" color="red" variant="light" onClick={() => blacklistDialog.open('add')}>
              Blacklist
            </Button>
          ))
        }
      >
        <DataState
          source={blacklist}
          loadingLabel="Loading the blacklist"
          errorMessage="The blacklist could not be loaded."
          inline
        >
          {({ blacklist: entry }) =>
            entry ? (
              <Stack gap={4}>
                <Text size="sm">
                  {entry.auto ? 'Blacklisted automatically' : 'Blacklisted by staff'}
                  {entry.blacklistedAt ? ` on ${formatDateTime(entry.blacklistedAt)}` : ''}.
                </Text>
                <Text size="sm" className={classes.wrap}>
                  {entry.reason || 'No reason given.'}
                </Text>
              </Stack>
            ) : (
              <Text size="sm">Not blacklisted.</Text>
            )
          }
        </DataState>
      </Section>
      <BlacklistDialogs
        key={blacklistDialog.key}
        mode={blacklistDialog.opened ? blacklistDialog.item : null}
        onClose={blacklistDialog.close}
        userId={userId}
        name={name}
      />
    </>
  );
}

/** The warnings the user was given, newest first as the server sends them. */
function WarningsSection({ userId }: { userId: string }) {
  const warnings = useUserWarnings(userId);
  const now = Date.now();
  return (
    <Section title="Warnings">
      <DataState
        source={warnings}
        loadingLabel="Loading the warnings"
        errorMessage="The warnings could not be loaded."
        inline
      >
        {({ warnings: list }) =>
          list.length === 0 ? (
            <Text size="sm">No warnings.</Text>
          ) : (
            <Stack gap="xs" component="ul" className={classes.plainList} aria-label="Warnings">
              {list.map((warning) => (
                <li key={warning.id}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(warning.issuedAt) ?? 'Unknown date'}
                    {typeof warning.expiresAt === 'number' && warning.expiresAt <= now ? ' · expired' : ''}
                  </Text>
                  <Text size="sm" className={classes.wrap}>
                    {warning.warning || 'No reason given.'}
                  </Text>
                </li>
              ))}
            </Stack>
          )
        }
      </DataState>
    </Section>
  );
}

function BlacklistDialogs({
  mode,
  onClose,
  userId,
  name,
}: {
  mode: 'add' | 'remove' | null;
  onClose: () => void;
  userId: string;
  name: string;
}) {
  const set = useSetBlacklist(name, onClose);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => reasonError(value, true) },
    validateInputOnBlur: true,
  });
  const add = bindAction(set, { id: userId, data: { reason: form.values.reason.trim() } });
  return (
    <>
      <ConfirmDialog
        opened={mode === 'add'}
        title={`Blacklist ${name}?`}
        confirmLabel="Blacklist"
        failureTitle="The user was not blacklisted"
        onClose={onClose}
        action={{
          ...add,
          run: () =>
            form.validate().hasErrors ? Promise.resolve({ status: 'skipped' as const }) : add.run(),
        }}
        dirty={form.isDirty()}
        extra={
          <Textarea label="Reason" withAsterisk autosize minRows={2} {...form.getInputProps('reason')} />
        }
      >
        {name} can no longer order or apply. The reason is kept with the entry.
      </ConfirmDialog>
      <ConfirmDialog
        opened={mode === 'remove'}
        title={`Remove ${name} from the blacklist?`}
        confirmLabel="Remove from blacklist"
        failureTitle="The blacklist entry was not removed"
        onClose={onClose}
        action={bindAction(set, { id: userId, data: { remove: true } })}
      >
        {name} can order and apply again.
      </ConfirmDialog>
    </>
  );
}
