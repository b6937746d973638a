/**
 * `/staff/admin/recruitment/{id}/applications/{applicationID}`: one application and the decision on it. What it does:
 * docs/product/recruitment-and-appeals.md#recruitment-for-staff-built.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AnswerList } from '@ui/AnswerList';
import { DetailPage } from '@ui/DetailPage';
import { ActionError } from '@ui/ErrorState';
import { StatusTag } from '@ui/StatusTag';
import { useDecideApplication, useReviewApplication } from '../hooks';
import { applicantOf, type DecisionValues, decisionOf, decisionRules, formatDateTime } from '../model';
import classes from './ReviewApplicationPage.module.css';

export interface ReviewApplicationPageProps {
  formId: string;
  applicationId: string;
  onNavigate: (path: string) => void;
}

export function ReviewApplicationPage({ formId, applicationId, onNavigate }: ReviewApplicationPageProps) {
  const application = useReviewApplication(applicationId);
  const listPath = pathTo('/staff/admin/recruitment/$id/applications', { id: formId });
  return (
    <DetailPage
      size="lg"
      py="lg"
      source={application}
      select={(data) => data.application}
      loadingLabel="Loading the application"
      errorMessage="The application could not be loaded."
      refusedTitle="This application is not open to you (the server wants VIEW_RECRUITMENT_RESPONSE and a rank that reviews its form)"
      back={{ to: listPath, label: 'Applications' }}
      notFound={{ title: 'This application does not exist', message: 'It may have gone with its form.' }}
      header={(found) => ({
        title: (
          <span
            className={classes.text}
          >{`${applicantOf(found)}: ${found.form?.name ?? 'Application'}`}</span>
        ),
        description: `Sent ${formatDateTime(found.sentAt) ?? 'at an unknown time'} · User ${found.userID}`,
      })}
    >
      {(found) => <Review formId={formId} application={found} onLeft={() => onNavigate(listPath)} />}
    </DetailPage>
  );
}

function Review({
  formId,
  application,
  onLeft,
}: {
  formId: string;
  application: RecruitmentApplication;
  onLeft: () => void;
}) {
  const questions = application.form?.questions ?? [];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            Answers
          </Title>
          <StatusTag status={application.status} />
        </Group>
        <AnswerList
          answers={application.responses.map(({ key, value }) => ({
            key,
            label: questions.find((q) => q.key === key)?.label || key,
            value: value || 'No answer',
          }))}
        />
      </Stack>
      <DecisionForm formId={formId} application={application} onLeft={onLeft} />
    </SimpleGrid>
  );
}

function DecisionForm({
  formId,
  application,
  onLeft,
}: {
  formId: string;
  application: RecruitmentApplication;
  onLeft: () => void;
}) {
  const form = useForm<DecisionValues>({ initialValues: decisionOf(application), validate: decisionRules });
  useUnsavedChanges(form.isDirty());
  const decide = useDecideApplication(formId, (stays) => {
    if (stays) form.resetDirty();
    else leaveAfterSave(onLeft);
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={form.onSubmit((values) => void decide.run(application, values))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Decision
          </Title>
          <ActionError error={decide.error} title="The decision was not saved" />
          <Select
            label="Status"
            allowDeselect={false}
            data={[
              { value: '0', label: 'Pending' },
              { value: '1', label: 'On Hold' },
              { value: '2', label: 'Accepted' },
              { value: '3', label: 'Denied' },
            ]}
            description={
              form.values.status === '2' ? 'Accepting gives the applicant the form’s ranks.' : undefined
            }
            {...form.getInputProps('status')}
          />
          <Textarea
            label="Reason"
            description="The applicant sees it."
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
          <Textarea
            label="Staff notes"
            description="Only staff see them."
            autosize
            minRows={2}
            {...form.getInputProps('staffNotes')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={decide.pending}>
              Save decision
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
