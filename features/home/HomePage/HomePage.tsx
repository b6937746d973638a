/**
 * `/` (docs/product/home.md#home-page): a greeting by hour for signed-in users, what the bot does, and where to go
 * next. `?error=insufficient_permissions|account_banned` shows its toast once and is removed from the URL.
 */
import { pathTo } from '@lib/access';
import { links } from '@lib/config';
import { greetingFor } from '@lib/greeting';
import { useHydrated } from '@lib/hydration';
import { hasAllPermissions } from '@lib/permissions';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChefHat, IconMotorbike, IconShoppingBag } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { useEffect } from 'react';
import { HOME_ERROR_TITLE, HOME_ERRORS, type HomeSearch } from '../model';
import classes from './HomePage.module.css';

export interface HomePageProps {
  search: HomeSearch;
  onSearchChange: (search: HomeSearch) => void;
  /** Clock for the greeting; stories pin it. */
  now?: () => Date;
}

const STEPS = [
  {
    icon: IconShoppingBag,
    title: 'Order',
    text: 'Customers order food, drinks and meals with the bot in their own server.',
  },
  {
    icon: IconChefHat,
    title: 'Cook',
    text: 'Chefs claim the order, prepare it with pictures and a note from the kitchen.',
  },
  {
    icon: IconMotorbike,
    title: 'Deliver',
    text: 'Delivery staff take it from the queue and bring it to the channel it was ordered in.',
  },
];

export function HomePage({ search, onSearchChange, now = () => new Date() }: HomePageProps) {
  const user = useCurrentUser();
  // A known error, or null for any other `?error=` (homeSearchSchema). Either is removed from the address.
  const { error } = search;

  useEffect(() => {
    if (error === undefined) return;
    if (error) {
      notifications.show({
        id: `home-${error}`,
        color: 'red',
        title: HOME_ERROR_TITLE,
        message: HOME_ERRORS[error],
      });
    }
    onSearchChange({});
  }, [error, onSearchChange]);

  const greeting = greetingFor(now().getHours());
  // The greeting depends on the visitor's clock: a prerendered page keeps its line empty until hydrated.
  const hydrated = useHydrated();
  const isStaff = hasAllPermissions(user, ['VIEW_STAFF_DASHBOARD']);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" className={classes.hero}>
          <Text c="orange.4" fw={700} tt="uppercase" size="sm">
            {!hydrated ? '\u00a0' : user ? `${greeting}, ${userDisplayName(user)}!` : `${greeting}!`}
          </Text>
          <Title order={1} className={classes.title}>
            Virtual food, cooked and delivered by real people.
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            Virtual Diner brings role-play meals to your community: order in chat, and our kitchen and
            delivery staff take it from there.
          </Text>
          <Group gap="sm" mt="sm">
            <Button component={AppLink} to={links.invite} size="md">
              Add the bot
            </Button>
            <Button component={AppLink} to={links.support} size="md" variant="light">
              Join the community
            </Button>
            {isStaff && (
              <Button component={AppLink} to={pathTo('/staff/dashboard')} size="md" variant="default">
                Staff dashboard
              </Button>
            )}
          </Group>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {STEPS.map((step) => (
            <Card key={step.title} withBorder padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <step.icon size={26} />
              </ThemeIcon>
              <Title order={2} size="h4" mt="md">
                {step.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
