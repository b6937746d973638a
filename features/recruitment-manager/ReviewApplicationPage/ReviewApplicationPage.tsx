/**
 * `/staff/admin/recruitment/{id}/applications/{applicationID}`: one application and the decision on it. What it does:
 * docs/product/recruitment-and-appeals.md#recruitment-for-staff-built.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { StatusTag } from '@ui/StatusTag';
import type { ReactNode } from 'react';
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
  const back = (
    <Button
      component={AppLink}
      to={listPath}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Applications
    </Button>
  );
  const notFound = (
    <EmptyState
      headingLevel={1}
      icon={<IconFileSearch size={28} />}
      title="This application does not exist"
      description="It may have gone with its form."
      action={back}
    />
  );
  return (
    <Container size="lg" py="lg">
      <DataState
        source={application}
        loadingLabel="Loading the application"
        skeleton="detail"
        errorMessage="The application could not be loaded."
        refusedTitle="This application is not open to you (the server wants VIEW_RECRUITMENT_RESPONSE and a rank that reviews its form)"
        headingLevel={1}
        select={(data) => data.application}
        notFound={notFound}
      >
        {(found) => (
          <Review formId={formId} application={found} back={back} onLeft={() => onNavigate(listPath)} />
        )}
      </DataState>
    </Container>
  );
}

function Review({
  formId,
  application,
  back,
  onLeft,
}: {
  formId: string;
  application: RecruitmentApplication;
  back: ReactNode;
  onLeft: () => void;
}) {
  const questions = application.form?.questions ?? [];
  const name = applicantOf(application);
  return (
    <Stack gap="lg">
      <PageHeader
        title={<span className={classes.text}>{`${name}: ${application.form?.name ?? 'Application'}`}</span>}
        description={`Sent ${formatDateTime(application.sentAt) ?? 'at an unknown time'} · User ${application.userID}`}
        actions={back}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4">
              Answers
            </Title>
            <StatusTag status={application.status} />
          </Group>
          <dl className={classes.answers}>
            {application.responses.map(({ key, value }) => (
              <div key={key}>
                <dt className={classes.text}>{questions.find((q) => q.key === key)?.label || key}</dt>
                <dd className={classes.text}>{value || 'No answer'}</dd>
              </div>
            ))}
          </dl>
        </Stack>
        <DecisionForm formId={formId} application={application} onLeft={onLeft} />
      </SimpleGrid>
    </Stack>
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
  const decide = useDecideApplication(formId, (stays) => {
    if (stays) form.resetDirty();
    else onLeft();
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={form.onSubmit((values) => void decide.run(application, values))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Decision
          </Title>
          {decide.error && (
            <Alert color="red" title="The decision was not saved" role="alert">
              {decide.error}
            </Alert>
          )}
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
