/**
 * `/recruitment/applications/{id}` (signed in): one of my applications: its form, status, when it was sent, the
 * decision's reason once there is one, and my answers with their questions.
 */
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { StatusTag, statusTagFor } from '@ui/StatusTag';
import { useApplication } from '../hooks';
import { answeredQuestions, formatDateTime, formNameOf } from '../model';
import classes from './MyApplicationPage.module.css';

export interface MyApplicationPageProps {
  /** The application's id, from the URL. */
  id: string;
}

const BACK = (
  <Button
    component={AppLink}
    to="/recruitment/applications"
    variant="default"
    leftSection={<IconArrowLeft size={16} aria-hidden />}
  >
    My applications
  </Button>
);

export function MyApplicationPage({ id }: MyApplicationPageProps) {
  const application = useApplication(id);
  const notFound = (
    <EmptyState
      headingLevel={1}
      icon={<IconFileSearch size={28} />}
      title="This application does not exist"
      description="Check the link, or find it among your applications."
      action={BACK}
    />
  );
  return (
    <Container size="sm" py="md">
      <DataState
        source={application}
        loadingLabel="Loading the application"
        skeleton="detail"
        errorMessage="The application could not be loaded."
        refusedTitle="This application is not yours to see"
        headingLevel={1}
        select={(data) => data.application}
        notFound={notFound}
      >
        {(application) => <ApplicationView application={application} />}
      </DataState>
    </Container>
  );
}

/** What the status means for the applicant, in words. */
const STATUS_WORDS: Record<string, string> = {
  Pending: 'Waiting for a decision: the recruitment team has not reviewed it yet.',
  'On Hold': 'On hold: the recruitment team will come back to it.',
  Accepted: 'Accepted: welcome to the team!',
  Denied: 'Denied: this application was turned down.',
  Unknown: 'Its status is one this site does not know.',
};

function ApplicationView({ application }: { application: RecruitmentApplication }) {
  const name = formNameOf(application);
  const { label } = statusTagFor(application.status);
  const answers = answeredQuestions(application, application.form?.questions ?? []);
  return (
    <Stack gap="lg">
      <PageHeader
        title={<span className={classes.text}>Application for {name}</span>}
        description={`Sent ${formatDateTime(application.sentAt) ?? 'at an unknown time'}`}
        actions={BACK}
      />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group gap="sm">
            <Text fw={600}>Status</Text>
            <StatusTag status={application.status} />
          </Group>
          <Text size="sm">{STATUS_WORDS[label]}</Text>
          {application.reason && (
            <Text size="sm" className={classes.text}>
              <strong>Reason: </strong>
              {application.reason}
            </Text>
          )}
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your answers
        </Title>
        {answers.length === 0 ? (
          <Text c="dimmed">This application has no answers.</Text>
        ) : (
          <dl className={classes.answers}>
            {answers.map((answer) => (
              <div key={answer.key}>
                <dt className={classes.text}>{answer.label}</dt>
                <dd className={classes.text}>
                  {answer.value || (
                    <Text span c="dimmed">
                      No answer
                    </Text>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Stack>
    </Stack>
  );
}
