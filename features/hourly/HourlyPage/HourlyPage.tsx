/**
 * `/hourly` (signed in): the hourly reward, its live countdown and the claim. What it does:
 * docs/product/store-and-rewards.md#hourly-reward.
 */

import { formatClock, formatDuration, formatMoney } from '@lib/format';
import { SECOND, useNow } from '@lib/time';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { Page } from '@ui/PageHeader';
import { useState } from 'react';
import { useClaimHourly, useHourlyStatus } from '../hooks';
import { claimedMessage, type HourlyClaim, type HourlyStatus, secondsLeft } from '../model';
import classes from './HourlyPage.module.css';

export interface HourlyPageProps {
  /** The clock in ms, for stories and tests; `Date.now` by default. */
  now?: () => number;
}

export function HourlyPage({ now = Date.now }: HourlyPageProps) {
  const status = useHourlyStatus();
  return (
    <Page size="sm" py="md" gap={0} title="Hourly reward" description="Free VD, once every hour.">
      <DataState
        source={status}
        loadingLabel="Loading your hourly reward"
        skeleton="detail"
        errorMessage={(reason) => `Your hourly reward could not be loaded: ${reason}`}
      >
        {(data) => <HourlyReward status={data} now={now} />}
      </DataState>
    </Page>
  );
}

function HourlyReward({ status, now }: { status: HourlyStatus; now: () => number }) {
  // Whole seconds left, ticking each second and stopping at zero (a claim moves the target on: it ticks again).
  const left = secondsLeft(status.nextHourlyRun, useNow(SECOND, { clock: now, until: status.nextHourlyRun }));
  const claim = useClaimHourly(now);
  const [claimed, setClaimed] = useState<HourlyClaim | null>(null);

  const onClaim = async () => {
    setClaimed(null);
    const outcome = await claim.run();
    if (outcome.status === 'done') setClaimed(outcome.result);
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            Your balance
          </Text>
          <Text className={classes.balance} data-testid="hourly-balance">
            {status.money === null ? 'Unknown' : formatMoney(status.money)}
          </Text>
        </div>

        {left > 0 ? (
          <div role="timer" aria-label={`Next reward in ${formatDuration(left * 1000)}`}>
            <Text size="sm" c="dimmed" aria-hidden>
              Next reward in
            </Text>
            <Text className={classes.clock} aria-hidden>
              {formatClock(left, { hours: true })}
            </Text>
          </div>
        ) : (
          <Text fw={600} c="orange.4">
            Your hourly reward is ready.
          </Text>
        )}

        {claimed && (
          <Alert color="green" role="status" title="Reward claimed" icon={<IconCoins aria-hidden />}>
            {claimedMessage(claimed, status)}
          </Alert>
        )}
        {claim.error && (
          <Alert color="red" role="alert" title="The reward was not claimed">
            {claim.error}
          </Alert>
        )}

        <Button
          size="md"
          leftSection={<IconCoins aria-hidden size={20} />}
          disabled={left > 0}
          loading={claim.pending}
          onClick={() => void onClaim()}
          className={classes.claim}
        >
          Claim reward
        </Button>
      </Stack>
    </Paper>
  );
}
