/**
 * `/users/{id}/manage` and `/users/manage` (signed in): edit a profile, one's own by default. What it does:
 * docs/product/profiles-and-users.md#editing-a-profile.
 */
import { accessOf, pathTo } from '@lib/access';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { SECOND, useNow } from '@lib/time';
import { useUser } from '@lib/users';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { ErrorState } from '@ui/ErrorState';
import { PageHeader } from '@ui/PageHeader';
import { Section } from '@ui/Section';
import { ProfileState } from '../components/ProfileState';
import { useSyncProfile } from '../hooks';
import { canSeePrivate, formatWait, ME, type Profile, profileIdOf, syncWaitMs } from '../model';
import { ProfileForm } from './ProfileForm';

export interface ProfileManagePageProps {
  /** The route's `{id}` (`@me` for your own; `/users/manage` passes `@me`). */
  id: string;
}

export function ProfileManagePage({ id }: ProfileManagePageProps) {
  const viewer = useCurrentUser();
  const userId = profileIdOf(id, viewer?.id);
  const allowed = userId !== null && canSeePrivate(viewer, userId);
  const user = useUser(allowed ? userId : null);

  return (
    <ProfileState
      size="md"
      instead={
        allowed ? undefined : (
          <ErrorState
            icon={<IconLock size={28} />}
            headingLevel={1}
            title="Editing this profile is not open to you"
            message="Only the user themselves and user managers (MANAGE_USERS) may edit a profile."
          />
        )
      }
      source={user}
      skeleton="detail"
      notFoundMessage={`Nobody here goes by “${id}”. Check the address.`}
    >
      {(profile, self) => <ManageView key={profile.id} profile={profile} self={self} />}
    </ProfileState>
  );
}

function ManageView({ profile, self }: { profile: Profile; self: boolean }) {
  const viewer = useCurrentUser();
  const name = userDisplayName(profile);
  const profilePath = pathTo('/users/$id', { id: self ? ME : profile.id });
  const ownMessage = self && accessOf('/staff/delivery-messages/edit', viewer) === 'open';

  return (
    <Stack gap="lg">
      <PageHeader
        title={self ? 'Edit your profile' : `Edit ${name}’s profile`}
        description="What others see on the profile page. Names and avatar come from Discord."
        actions={
          <Button component={AppLink} to={profilePath} variant="default">
            View profile
          </Button>
        }
      />
      <ProfileForm profile={profile} self={self} />
      <SyncCard profile={profile} self={self} />
      {ownMessage && (
        <Section title="Your delivery message" gap="xs">
          <Text size="sm" c="dimmed">
            {viewer?.settings?.deliveryMessage?.message
              ? 'Your own message is used when you deliver an order.'
              : 'You have no message of your own: deliveries use the default text.'}
          </Text>
          <Group>
            <Button component={AppLink} to={pathTo('/staff/delivery-messages/edit')} variant="default">
              Change your delivery message
            </Button>
          </Group>
        </Section>
      )}
    </Stack>
  );
}

function SyncCard({ profile, self }: { profile: Profile; self: boolean }) {
  const sync = useSyncProfile(profile, self);
  // Re-renders every 15 s; the wait is measured at each render (a sync just now must not count from the mount).
  useNow(15 * SECOND);
  const wait = syncWaitMs(profile.privateSettings?.nextSyncAllowed, Date.now());
  const name = userDisplayName(profile);

  return (
    <Paper component="section" aria-label="Sync with Discord" p="lg">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar userId={profile.id} avatar={profile.avatar} name={name} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              Sync with Discord
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {name} (@{profile.username}). Changed your name or avatar on Discord? Sync to show it here, once
              an hour.
            </Text>
            {wait > 0 && (
              <Text size="sm" role="status">
                You can sync again in {formatWait(wait)}.
              </Text>
            )}
          </Stack>
        </Group>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void sync.run()}
          loading={sync.pending}
          disabled={wait > 0}
        >
          Sync now
        </Button>
      </Group>
    </Paper>
  );
}
