/**
 * `/appeal/{id}` (signed in): one of my appeals: its type, status and what it means, when it was sent, the
 * punishment being appealed where the server knows it, and what I wrote.
 */
import type { Appeal } from '@lib/schemas/appeal';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { StatusTag } from '@ui/StatusTag';
import { useAppeal } from '../hooks';
import { appealTypeLabel, formatDateTime, outcomeOf } from '../model';
import classes from './AppealPage.module.css';

export interface AppealPageProps {
  /** The appeal's id, from the URL. */
  id: string;
}

const BACK = (
  <Button
    component={AppLink}
    to="/appeal"
    variant="default"
    leftSection={<IconArrowLeft size={16} aria-hidden />}
  >
    My Appeals
  </Button>
);

const OUTCOME_COLOURS: Record<string, string> = { Accepted: 'green', Denied: 'red', 'On hold': 'yellow' };

export function AppealPage({ id }: AppealPageProps) {
  const appeal = useAppeal(id);
  const notFound = (
    <EmptyState
      headingLevel={1}
      icon={<IconFileSearch size={28} />}
      title="This appeal does not exist"
      description="Check the link, or find it among your appeals."
      action={BACK}
    />
  );
  return (
    <Container size="sm" py="md">
      <DataState
        source={appeal}
        loadingLabel="Loading the appeal"
        skeleton="detail"
        errorMessage="The appeal could not be loaded."
        refusedTitle="This appeal is not yours to see"
        headingLevel={1}
        select={(data) => data.appeal}
        notFound={notFound}
      >
        {(appeal) => <AppealView appeal={appeal} />}
      </DataState>
    </Container>
  );
}

function AppealView({ appeal }: { appeal: Appeal }) {
  const outcome = outcomeOf(appeal);
  const punishment = appeal.punishmentInfo;
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Appeal: ${appealTypeLabel(appeal.type)}`}
        description={`Sent ${formatDateTime(appeal.sentAt) ?? 'at an unknown time'}`}
        actions={BACK}
      />
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
    </Stack>
  );
}
