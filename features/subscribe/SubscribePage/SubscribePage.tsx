/**
 * `/subscribe` (public; acting needs sign-in): the plans, checkout and billing through the payment provider. What it
 * does: docs/product/store-and-rewards.md#subscriptions.
 */

import { pathTo } from '@lib/access';
import { formatUsd } from '@lib/format';
import type { SubscriptionPlan, UserSubscription } from '@lib/schemas/store';
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconReceipt } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { CardGrid, CardList, GridCard } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { ActionError } from '@ui/ErrorState';
import { Page } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
import { type ReactNode, useState } from 'react';
import { useBillingPortal, useCheckout, useMySubscriptions, usePlans } from '../hooks';
import { formatDate, isActive, planPrice, statusLabel } from '../model';
import classes from './SubscribePage.module.css';

export interface SubscribePageProps {
  /** Leaves the site for a checked payment address (`window.location.assign` in the app). */
  onLeave: (url: string) => void;
}

const SIGN_IN_TO_SUBSCRIBE = `${pathTo('/login')}?redirect=${encodeURIComponent(pathTo('/subscribe'))}`;

export function SubscribePage({ onLeave }: SubscribePageProps) {
  const user = useCurrentUser();
  const plans = usePlans();
  const mine = useMySubscriptions(user !== null);
  const checkout = useCheckout(onLeave);
  const portal = useBillingPortal(onLeave);
  const [chosen, setChosen] = useState<string | null>(null);
  // Plans the user already holds (active or trial): offered as "Current plan" with Manage billing, not Subscribe.
  const current = new Set(
    (mine.data?.subscriptions ?? []).filter((subscription) => isActive(subscription)).map((s) => s.planID),
  );

  return (
    <Page
      gap="xl"
      title="Subscriptions"
      description="Support Virtual Diner every month or year, or once. Payment is by card through our payment provider."
      actions={
        <Button component={AppLink} to={pathTo('/store')} variant="default">
          Back to the store
        </Button>
      }
    >
      <ActionError error={checkout.error} title="The checkout could not be opened" />

      <DataState
        source={plans}
        loadingLabel="Loading the plans"
        skeleton="cards"
        skeletonCount={3}
        errorMessage="The plans could not be loaded."
        refusedTitle="The plans are not open to you"
        isEmpty={(data) => data.subscriptions.length === 0}
        empty={
          <EmptyState
            icon={<IconCreditCard size={28} />}
            title="No plans on offer"
            description="There is no subscription to take right now. Come back later."
          />
        }
      >
        {(data) => (
          <CardGrid>
            {data.subscriptions.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={current.has(plan.id)}
                action={
                  user && current.has(plan.id) ? (
                    <Button
                      variant="default"
                      leftSection={<IconReceipt size={16} aria-hidden />}
                      onClick={() => void portal.run()}
                      loading={portal.pending}
                      aria-label={`Manage billing of ${plan.name}`}
                    >
                      Manage billing
                    </Button>
                  ) : user ? (
                    <Button
                      onClick={() => {
                        setChosen(plan.id);
                        void checkout.run(plan);
                      }}
                      loading={checkout.pending && chosen === plan.id}
                      disabled={checkout.pending && chosen !== plan.id}
                      aria-label={`Subscribe to ${plan.name}`}
                    >
                      Subscribe
                    </Button>
                  ) : (
                    <Button component={AppLink} to={SIGN_IN_TO_SUBSCRIBE} variant="default">
                      Log in to subscribe
                    </Button>
                  )
                }
              />
            ))}
          </CardGrid>
        )}
      </DataState>

      {user && <MySubscriptions mine={mine} plans={plans.data?.subscriptions} portal={portal} />}
    </Page>
  );
}

function PlanCard({
  plan,
  current,
  action,
}: {
  plan: SubscriptionPlan;
  /** The user holds this plan (active or trial). */
  current: boolean;
  action: ReactNode;
}) {
  const { ranks } = useRanks();
  const granted = plan.ranks.flatMap((id) => ranks?.find((rank) => rank.id === id) ?? []);
  const titleId = `plan-${plan.id}`;
  return (
    <GridCard
      headingId={titleId}
      title={plan.name}
      tag={current && 'Current plan'}
      current={current}
      footer={action}
    >
      <Text fw={700} size="lg">
        {planPrice(plan.price, plan.billingInterval)}
      </Text>
      {plan.benefits.length > 0 && (
        <ul className={classes.benefits} aria-label={`Benefits of ${plan.name}`}>
          {plan.benefits.map((benefit) => (
            <li key={benefit}>
              <Text size="sm">{benefit}</Text>
            </li>
          ))}
        </ul>
      )}
      {granted.length > 0 && (
        <Group gap={6} aria-label={`Ranks granted by ${plan.name}`} role="group">
          <Text size="sm" c="dimmed">
            Grants
          </Text>
          {granted.map((rank) => (
            <RankBadge key={rank.id} name={rank.name} colour={rank.colour} size="sm" />
          ))}
        </Group>
      )}
    </GridCard>
  );
}

interface MySubscriptionsProps {
  mine: ReturnType<typeof useMySubscriptions>;
  /** The plans on offer, for the names of those subscribed to (the plan's id until they are loaded). */
  plans: SubscriptionPlan[] | undefined;
  portal: ReturnType<typeof useBillingPortal>;
}

/** A signed-in user's subscriptions, with the way to their billing. */
function MySubscriptions({ mine, plans, portal }: MySubscriptionsProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="my-subscriptions">
      <Group justify="space-between">
        <Title order={2} size="h3" id="my-subscriptions">
          Your subscriptions
        </Title>
        <Button
          variant="default"
          leftSection={<IconReceipt size={16} aria-hidden />}
          onClick={() => void portal.run()}
          loading={portal.pending}
        >
          Manage billing
        </Button>
      </Group>
      <ActionError error={portal.error} title="The billing portal could not be opened" />
      <DataState
        source={mine}
        loadingLabel="Loading your subscriptions"
        errorMessage="Your subscriptions could not be loaded."
        isEmpty={(data) => data.subscriptions.length === 0}
        empty={
          <EmptyState
            icon={<IconReceipt size={28} />}
            title="No subscriptions yet"
            description="When you subscribe to a plan, it shows here with its status and payments."
          />
        }
      >
        {(data) => (
          <CardList aria-label="Your subscriptions">
            {data.subscriptions.map((subscription) => (
              <SubscriptionRow
                key={subscription._id}
                subscription={subscription}
                planName={plans?.find((p) => p.id === subscription.planID)?.name ?? subscription.planID}
              />
            ))}
          </CardList>
        )}
      </DataState>
    </Stack>
  );
}

function SubscriptionRow({ subscription, planName }: { subscription: UserSubscription; planName: string }) {
  const { billingInfo: billing } = subscription;
  const facts = [
    subscription.startDate != null && `Started ${formatDate(subscription.startDate)}`,
    billing.nextInvoiceDueDate != null &&
      isActive(subscription) &&
      `Next payment ${formatDate(billing.nextInvoiceDueDate)}`,
    billing.cancelledAt != null && `Cancelled ${formatDate(billing.cancelledAt)}`,
    subscription.endedAt != null && `Ended ${formatDate(subscription.endedAt)}`,
  ].filter((fact): fact is string => typeof fact === 'string');
  return (
    <Card withBorder padding="md" component="li">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{planName}</Text>
            <Badge color={isActive(subscription) ? 'green' : 'gray'} variant="light">
              {statusLabel(subscription.status)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </Stack>
        <Text size="sm">
          Last paid {formatUsd(billing.amountPaid)}
          {billing.paymentInterval && ` · every ${billing.paymentInterval}`}
        </Text>
      </Group>
    </Card>
  );
}
