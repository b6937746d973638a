/**
 * `/users/{id}` (public): a user's profile; its private parts for the user and MANAGE_USERS. What it does:
 * docs/product/profiles-and-users.md#profile.
 */

import { pathTo } from '@lib/access';
import { formatNumber } from '@lib/format';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { teamsEnabled, useRanks, useSettings, useTeams } from '@lib/site-data';
import { useUser } from '@lib/users';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconLogin } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { EmptyState } from '@ui/EmptyState';
import { RankBadge } from '@ui/RankBadge';
import { Section } from '@ui/Section';
import type { ReactNode } from 'react';
import { ProfileState } from '../components/ProfileState';
import {
  accountCreatedAt,
  canSeePrivate,
  formatDate,
  ME,
  type Profile,
  perkNames,
  profileIdOf,
  ranksOf,
} from '../model';
import { PrivateSections } from './PrivateSections';
import classes from './ProfilePage.module.css';

export interface ProfilePageProps {
  /** The route's `{id}`: a user id, `@me` or a vanity name. */
  id: string;
}

export function ProfilePage({ id }: ProfilePageProps) {
  const viewer = useCurrentUser();
  const userId = profileIdOf(id, viewer?.id);
  const user = useUser(userId);

  return (
    <ProfileState
      size="lg"
      instead={
        userId === null ? (
          <EmptyState
            headingLevel={1}
            icon={<IconLogin size={28} />}
            title="Log in to see your profile"
            description="Your profile shows your ranks, perks and orders once you are logged in."
            action={
              <Button
                component={AppLink}
                to={`${pathTo('/login')}?redirect=${encodeURIComponent(pathTo('/users/$id', { id: ME }))}`}
              >
                Login
              </Button>
            }
          />
        ) : undefined
      }
      source={user}
      skeleton="profile"
      notFoundMessage={`Nobody here goes by “${id}”, or their profile is hidden. Check the address, or look for them on the team page.`}
      notFoundAction={
        <Button component={AppLink} to={pathTo('/team')} variant="default">
          See the team
        </Button>
      }
    >
      {(profile, self) => <ProfileView profile={profile} self={self} />}
    </ProfileState>
  );
}

function ProfileView({ profile, self }: { profile: Profile; self: boolean }) {
  const viewer = useCurrentUser();
  const { ranks } = useRanks();
  const { settings } = useSettings();
  const { teams } = useTeams(teamsEnabled(settings));
  const name = userDisplayName(profile);
  const held = ranksOf(profile.ranks, ranks);
  const perks = perkNames(profile.perks);
  const team = profile.team ? teams?.find((t) => t.id === profile.team) : undefined;
  const created = formatDate(accountCreatedAt(profile.id));
  const showPrivate = canSeePrivate(viewer, profile.id);
  const { biography, favFood, timezone, pronouns } = profile.information;
  const orders = profile.statistics.orders;

  return (
    <Stack gap="lg">
      <Paper component="section" aria-label="Profile" p="lg" className={classes.header}>
        <Group gap="lg" align="flex-start" wrap="nowrap" className={classes.identity}>
          <Avatar userId={profile.id} avatar={profile.avatar} name={name} size={96} />
          <Stack gap={6} className={classes.names}>
            <Title order={1} size="h2" className={classes.wrap}>
              {name}
            </Title>
            <Text c="dimmed" className={classes.wrap}>
              @{profile.username}
              {pronouns.length > 0 && ` · ${pronouns.join(', ')}`}
            </Text>
            {held.length > 0 && (
              <Group component="ul" gap={6} aria-label="Ranks" className={classes.inlineList}>
                {held.map((rank) => (
                  <li key={rank.id}>
                    <RankBadge name={rank.name} colour={rank.colour} />
                  </li>
                ))}
              </Group>
            )}
            {created && (
              <Text size="sm" c="dimmed">
                Account created {created}
              </Text>
            )}
          </Stack>
        </Group>
        {showPrivate && (
          <Button
            component={AppLink}
            to={pathTo('/users/$id/manage', { id: self ? ME : profile.id })}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            Edit profile
          </Button>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Section padding="md" gap="sm" title="About">
          {biography || favFood || timezone ? (
            <dl className={classes.facts}>
              {biography && <Fact label="About me">{biography}</Fact>}
              {favFood && <Fact label="Favourite food">{favFood}</Fact>}
              {timezone && <Fact label="Time zone">{timezone}</Fact>}
            </dl>
          ) : (
            <Text size="sm" c="dimmed">
              {self ? 'You have not written anything about yourself yet.' : 'Nothing written here yet.'}
            </Text>
          )}
        </Section>
        <Section padding="md" gap="sm" title="Orders">
          <dl className={classes.facts}>
            <Fact label="Orders in total">{formatNumber(orders.totalOrders)}</Fact>
            <Fact label="Orders this week">{formatNumber(orders.weeklyOrders)}</Fact>
            {team && <Fact label="Team">{team.name}</Fact>}
          </dl>
        </Section>
        <Section padding="md" gap="sm" title="Perks">
          {perks.length > 0 ? (
            <Group component="ul" gap={6} aria-label="Perks" className={classes.inlineList}>
              {perks.map((perk) => (
                <li key={perk}>
                  <Badge variant="light" tt="none">
                    {perk}
                  </Badge>
                </li>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No perks.
            </Text>
          )}
        </Section>
      </SimpleGrid>

      {showPrivate && <PrivateSections userId={profile.id} self={self} />}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" className={classes.wrap}>
        {children}
      </Text>
    </div>
  );
}
