/**
 * `/staff/admin/recruitment/{id}/applications`: one form's applications. What it does:
 * docs/product/recruitment-and-appeals.md#recruitment-for-staff-built.
 */
import { pathTo } from '@lib/access';
import { IconInbox } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { BackButton, Page } from '@ui/PageHeader';
import { ApplicationViewControl, ReviewCards } from '../components/Applications';
import { useFormApplications } from '../hooks';
import { APPLICATION_VIEW_LABELS, type FormApplicationsSearch, statusFilterOf } from '../model';
import classes from './FormApplicationsPage.module.css';

export interface FormApplicationsPageProps {
  formId: string;
  search: FormApplicationsSearch;
  onSearchChange: (search: FormApplicationsSearch) => void;
}

export function FormApplicationsPage({ formId, search, onSearchChange }: FormApplicationsPageProps) {
  const list = useFormApplications(formId, statusFilterOf(search));
  const view = search.view ?? 'open';
  return (
    <Page
      title={list.data?.form ? `Applications: ${list.data.form.name}` : 'Applications'}
      description="Oldest first. A decided application leaves the open list; one put on hold stays."
      actions={<BackButton to={pathTo('/staff/admin/recruitment')}>Recruitment</BackButton>}
    >
      <ApplicationViewControl
        value={view}
        onChange={(next) => onSearchChange(next === 'open' ? {} : { view: next })}
        className={classes.statuses}
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
                : `No ${APPLICATION_VIEW_LABELS[view].toLowerCase()} applications`
            }
            description="New applications to this form show here."
          />
        }
      >
        {({ responses }) => <ReviewCards formId={formId} applications={responses} headingLevel={2} />}
      </DataState>
    </Page>
  );
}
