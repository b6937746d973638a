/**
 * `/recruitment/applications` (signed in): my applications, newest first (the server sends the 10 newest), each
 * with its form, when it was sent, its status and the decision's reason.
 */
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconInbox } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { StatusTag } from '@ui/StatusTag';
import { useMyApplications } from '../hooks';
import { formatDateTime, formNameOf } from '../model';
import classes from './MyApplicationsPage.module.css';

const toRecruitment = (
  <Button
    component={AppLink}
    to="/recruitment"
    variant="default"
    leftSection={<IconBriefcase size={16} aria-hidden />}
  >
    Recruitment
  </Button>
);

export function MyApplicationsPage() {
  const applications = useMyApplications();
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <PageHeader
          title="My applications"
          description="Your latest applications and where each one stands."
          actions={toRecruitment}
        />
        <DataState
          source={applications}
          loadingLabel="Loading your applications"
          errorMessage="Your applications could not be loaded."
          refusedTitle="Your applications are not open to you"
          isEmpty={(data) => data.applications.length === 0}
          empty={
            <EmptyState
              icon={<IconInbox size={28} />}
              title="You have not applied yet"
              description="The positions we recruit for are on the recruitment page."
              action={toRecruitment}
            />
          }
        >
          {({ applications: list }) => (
            <Stack component="ul" gap="sm" className={classes.list}>
              {list.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </Stack>
          )}
        </DataState>
      </Stack>
    </Container>
  );
}

function ApplicationRow({ application }: { application: RecruitmentApplication }) {
  const name = formNameOf(application);
  const headingId = `application-${application.id}`;
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id={headingId} className={classes.text}>
            {name}
          </Title>
          <StatusTag status={application.status} />
        </Group>
        <Text size="sm" c="dimmed">
          Sent {formatDateTime(application.sentAt) ?? 'at an unknown time'}
        </Text>
        {application.reason && (
          <Text size="sm" className={classes.text}>
            <strong>Reason: </strong>
            {application.reason}
          </Text>
        )}
        <Group>
          <Button
            component={AppLink}
            to={`/recruitment/applications/${encodeURIComponent(application.id)}`}
            variant="default"
            size="compact-sm"
            aria-label={`View application for ${name}`}
          >
            View application
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
