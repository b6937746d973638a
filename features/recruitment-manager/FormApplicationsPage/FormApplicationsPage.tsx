/**
 * `/staff/admin/recruitment/{id}/applications`: one form's applications. What it does:
 * docs/product/recruitment-and-appeals.md#recruitment-for-staff-built.
 */
import { pathTo } from '@lib/access';
import { Button, Container, SegmentedControl, Stack } from '@mantine/core';
import { IconArrowLeft, IconInbox } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { ApplicationCard } from '@ui/ApplicationCard';
import { CardList } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { useFormApplications } from '../hooks';
import { type ApplicationView, applicantOf, type FormApplicationsSearch, statusFilterOf } from '../model';
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
            <CardList>
              {responses.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  title={applicantOf(application)}
                  headingLevel={2}
                  to={pathTo('/staff/admin/recruitment/$id/applications/$applicationID', {
                    id: formId,
                    applicationID: application.id,
                  })}
                  linkLabel="Review application"
                  linkAriaLabel={`Review application from ${applicantOf(application)}`}
                />
              ))}
            </CardList>
          )}
        </DataState>
      </Stack>
    </Container>
  );
}
