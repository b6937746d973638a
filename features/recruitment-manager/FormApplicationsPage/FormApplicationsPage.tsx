/**
 * `/staff/admin/recruitment/{id}/applications`: one form's applications. What it does:
 * docs/product/recruitment-and-appeals.md#recruitment-for-staff-built.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { Button, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInbox } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { StatusTag } from '@ui/StatusTag';
import { useFormApplications } from '../hooks';
import {
  type ApplicationView,
  applicantOf,
  type FormApplicationsSearch,
  formatDateTime,
  statusFilterOf,
} from '../model';
import classes from './FormApplicationsPage.module.css';

export interface FormApplicationsPageProps {
  formId: string;
  search: FormApplicationsSearch;
  onSearchChange: (search: FormApplicationsSearch) => void;
}

const VIEW_LABELS: Record<ApplicationView, string> = {
  open: 'Open',
  pending: 'Pending',
  hold: 'On Hold',
  accepted: 'Accepted',
  denied: 'Denied',
};

export function FormApplicationsPage({ formId, search, onSearchChange }: FormApplicationsPageProps) {
  const list = useFormApplications(formId, statusFilterOf(search));
  const view = search.view ?? 'open';
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeader
          title={list.data?.form ? `Applications: ${list.data.form.name}` : 'Applications'}
          description="Oldest first. A decided application leaves the open list; one put on hold stays."
          actions={
            <Button
              component={AppLink}
              to={pathTo('/staff/admin/recruitment')}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Recruitment
            </Button>
          }
        />
        <SegmentedControl
          aria-label="Which applications"
          value={view}
          onChange={(value) => onSearchChange(value === 'open' ? {} : { view: value as ApplicationView })}
          data={(Object.keys(VIEW_LABELS) as ApplicationView[]).map((value) => ({
            value,
            label: VIEW_LABELS[value],
          }))}
          classNames={{ root: classes.statuses, label: classes.status }}
        />
        <DataState
          source={list}
          loadingLabel="Loading the applications"
          errorMessage="The applications could not be loaded."
          refusedTitle="These applications are not open to you"
          isEmpty={(data) => data.responses.length === 0}
          empty={
            <EmptyState
              icon={<IconInbox size={28} />}
              title={
                view === 'open'
                  ? 'No applications are waiting'
                  : `No ${VIEW_LABELS[view].toLowerCase()} applications`
              }
              description="New applications to this form show here."
            />
          }
        >
          {({ responses }) => (
            <Stack component="ul" gap="sm" className={classes.list}>
              {responses.map((application) => (
                <ApplicationRow key={application.id} formId={formId} application={application} />
              ))}
            </Stack>
          )}
        </DataState>
      </Stack>
    </Container>
  );
}

function ApplicationRow({ formId, application }: { formId: string; application: RecruitmentApplication }) {
  const name = applicantOf(application);
  const headingId = `application-${application.id}`;
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap={6}>
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
            to={pathTo('/staff/admin/recruitment/$id/applications/$applicationID', {
              id: formId,
              applicationID: application.id,
            })}
            size="compact-sm"
            variant="default"
            aria-label={`Review application from ${name}`}
          >
            Review application
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
