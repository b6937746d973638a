/**
 * `/recruitment/applications/{id}` (signed in): one of my applications: its form, status, when it was sent, the
 * decision's reason once there is one, and my answers with their questions.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AnswerList } from '@ui/AnswerList';
import { DetailPage } from '@ui/DetailPage';
import { StatusTag, statusTagFor } from '@ui/StatusTag';
import { useApplication } from '../hooks';
import { answeredQuestions, formatDateTime, formNameOf } from '../model';
import classes from './MyApplicationPage.module.css';

export interface MyApplicationPageProps {
  /** The application's id, from the URL. */
  id: string;
}

export function MyApplicationPage({ id }: MyApplicationPageProps) {
  const application = useApplication(id);
  return (
    <DetailPage
      source={application}
      select={(data) => data.application}
      loadingLabel="Loading the application"
      errorMessage="The application could not be loaded."
      refusedTitle="This application is not yours to see"
      back={{ to: pathTo('/recruitment/applications'), label: 'My applications' }}
      notFound={{
        title: 'This application does not exist',
        message: 'Check the link, or find it among your applications.',
      }}
      header={(found) => ({
        title: <span className={classes.text}>Application for {formNameOf(found)}</span>,
        description: `Sent ${formatDateTime(found.sentAt) ?? 'at an unknown time'}`,
      })}
    >
      {(found) => <ApplicationView application={found} />}
    </DetailPage>
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
  const { label } = statusTagFor(application.status);
  const answers = answeredQuestions(application, application.form?.questions ?? []);
  return (
    <>
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
          <AnswerList
            answers={answers.map((answer) => ({
              ...answer,
              value: answer.value || (
                <Text span c="dimmed">
                  No answer
                </Text>
              ),
            }))}
          />
        )}
      </Stack>
    </>
  );
}
