/**
 * `/appeal/{id}` (signed in): one of my appeals: its type, status and what it means, when it was sent, the
 * punishment being appealed where the server knows it, and what I wrote.
 */
import { pathTo } from '@lib/access';
import type { Appeal } from '@lib/schemas/appeal';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DetailPage } from '@ui/DetailPage';
import { StatusTag } from '@ui/StatusTag';
import { useAppeal } from '../hooks';
import { appealTypeLabel, formatDateTime, outcomeOf } from '../model';
import classes from './AppealPage.module.css';

export interface AppealPageProps {
  /** The appeal's id, from the URL. */
  id: string;
}

const OUTCOME_COLOURS: Record<string, string> = { Accepted: 'green', Denied: 'red', 'On hold': 'yellow' };

export function AppealPage({ id }: AppealPageProps) {
  const appeal = useAppeal(id);
  return (
    <DetailPage
      source={appeal}
      select={(data) => data.appeal}
      loadingLabel="Loading the appeal"
      errorMessage="The appeal could not be loaded."
      refusedTitle="This appeal is not yours to see"
      back={{ to: pathTo('/appeal'), label: 'My Appeals' }}
      notFound={{
        title: 'This appeal does not exist',
        message: 'Check the link, or find it among your appeals.',
      }}
      header={(appeal) => ({
        title: `Appeal: ${appealTypeLabel(appeal.type)}`,
        description: `Sent ${formatDateTime(appeal.sentAt) ?? 'at an unknown time'}`,
      })}
    >
      {(appeal) => <AppealView appeal={appeal} />}
    </DetailPage>
  );
}

function AppealView({ appeal }: { appeal: Appeal }) {
  const outcome = outcomeOf(appeal);
  const punishment = appeal.punishmentInfo;
  return (
    <>
      <Alert
        color={OUTCOME_COLOURS[outcome.title] ?? 'blue'}
        variant="light"
        role="status"
        title={
          <Group gap="sm">
            <span>{outcome.title}</span>
            <StatusTag status={appeal.status} size="sm" />
          </Group>
        }
      >
        {outcome.text}
      </Alert>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            The punishment
          </Title>
          {appeal.serverID && (
            <Text size="sm">
              <strong>Server: </strong>
              {appeal.serverID}
            </Text>
          )}
          <Text size="sm" className={classes.text}>
            <strong>Reason: </strong>
            {punishment?.reason || 'No reason was recorded.'}
          </Text>
          {punishment?.issuedAt ? (
            <Text size="sm">
              <strong>Issued: </strong>
              {formatDateTime(punishment.issuedAt)}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Your appeal
        </Title>
        <Text className={classes.text}>{appeal.userAppeal || 'No text.'}</Text>
      </Stack>
    </>
  );
}
