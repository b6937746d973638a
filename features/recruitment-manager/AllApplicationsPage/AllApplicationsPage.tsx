/**
 * `/staff/admin/recruitment/applications`: the applications of every form this reviewer may review, a section per
 * form (no all-applications call). What it does: docs/product/recruitment-and-appeals.md#recruitment-for-staff-built.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { BackButton, Page } from '@ui/PageHeader';
import { ApplicationViewControl, ReviewCards, ReviewFormsState } from '../components/Applications';
import { useFormApplications, useReviewForms } from '../hooks';
import {
  type AllApplicationsSearch,
  APPLICATION_VIEW_LABELS,
  type ApplicationView,
  formsToList,
  mayReview,
  statusFilterOf,
} from '../model';
import classes from './AllApplicationsPage.module.css';

export interface AllApplicationsPageProps {
  search: AllApplicationsSearch;
  onSearchChange: (search: AllApplicationsSearch) => void;
}

const ALL_FORMS = '';

export function AllApplicationsPage({ search, onSearchChange }: AllApplicationsPageProps) {
  const user = useCurrentUser();
  const forms = useReviewForms();
  const view = search.status ?? 'open';
  const reviewable = forms.data?.forms.filter((form) => mayReview(user, form)) ?? [];
  const change = (next: AllApplicationsSearch) =>
    onSearchChange({
      ...(next.form ? { form: next.form } : {}),
      ...(next.status && next.status !== 'open' ? { status: next.status } : {}),
    });
  return (
    <Page
      title="All applications"
      description="Applications to every form you review, oldest first. A decided application leaves the open list; one put on hold stays."
      actions={<BackButton to={pathTo('/staff/admin/recruitment')}>Recruitment</BackButton>}
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Form"
          value={search.form ?? ALL_FORMS}
          onChange={(event) => change({ ...search, form: event.currentTarget.value || undefined })}
          data={[
            { value: ALL_FORMS, label: 'All forms' },
            ...reviewable.map((form) => ({ value: form.id, label: form.name })),
            ...(search.form && !reviewable.some((form) => form.id === search.form)
              ? [{ value: search.form, label: 'A form you do not review' }]
              : []),
          ]}
          className={classes.select}
        />
        <ApplicationViewControl value={view} onChange={(next) => change({ ...search, status: next })} />
      </Group>
      <ReviewFormsState
        source={forms}
        isEmpty={(data) => formsToList(user, data.forms, search).length === 0}
        icon={<IconInbox size={28} />}
        empty={
          search.form ? (
            <EmptyState
              icon={<IconInbox size={28} />}
              title="This form is not one you review"
              description="Choose “All forms” to see the applications you may review."
            />
          ) : undefined
        }
      >
        {(data) => (
          <Stack gap="xl">
            {formsToList(user, data.forms, search).map((form) => (
              <FormSection key={form.id} form={form} view={view} />
            ))}
          </Stack>
        )}
      </ReviewFormsState>
    </Page>
  );
}

/** One form's applications of the chosen status: its own read, so one refusal or failure stays in its section. */
function FormSection({ form, view }: { form: RecruitmentForm; view: ApplicationView }) {
  const list = useFormApplications(form.id, statusFilterOf({ view }));
  const headingId = `form-${form.id}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} className={classes.heading}>
        {form.name}
      </Title>
      <DataState
        source={list}
        headingLevel={3}
        loadingLabel={`Loading the applications to ${form.name}`}
        errorMessage={`The applications to ${form.name} could not be loaded.`}
        refusedTitle="These applications are not open to you"
        isEmpty={(data) => data.responses.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {view === 'open'
              ? 'No applications are waiting.'
              : `No ${APPLICATION_VIEW_LABELS[view].toLowerCase()} applications.`}
          </Text>
        }
      >
        {({ responses }) => (
          <ReviewCards formId={form.id} formName={form.name} applications={responses} headingLevel={3} />
        )}
      </DataState>
    </Stack>
  );
}
