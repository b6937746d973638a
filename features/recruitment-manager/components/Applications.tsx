import { pathTo } from '@lib/access';
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { SegmentedControl, type TitleOrder } from '@mantine/core';
import { ApplicationCard } from '@ui/ApplicationCard';
import { CardList } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import type { ReactNode } from 'react';
import type { useReviewForms } from '../hooks';
import { APPLICATION_VIEW_LABELS, type ApplicationView, applicantOf } from '../model';
import classes from './Applications.module.css';

/** The choice of which applications to list (open, pending, on hold, accepted, denied), on both lists of them. */
export function ApplicationViewControl({
  value,
  onChange,
  className,
}: {
  value: ApplicationView;
  onChange: (view: ApplicationView) => void;
  /** Where it sits in the page's layout. */
  className?: string;
}) {
  return (
    <SegmentedControl
      aria-label="Which applications"
      className={className}
      classNames={{ root: classes.statuses, label: classes.status }}
      value={value}
      onChange={(next) => onChange(next as ApplicationView)}
      data={(Object.keys(APPLICATION_VIEW_LABELS) as ApplicationView[]).map((view) => ({
        value: view,
        label: APPLICATION_VIEW_LABELS[view],
      }))}
    />
  );
}

/**
 * A form's applications as cards, each with its button to the review; `formName` adds the form to the button's
 * accessible name where several forms share the page.
 */
export function ReviewCards({
  formId,
  formName,
  applications,
  headingLevel,
}: {
  formId: string;
  formName?: string;
  applications: RecruitmentApplication[];
  headingLevel: TitleOrder;
}) {
  return (
    <CardList>
      {applications.map((application) => (
        <ApplicationCard
          key={application.id}
          application={application}
          title={applicantOf(application)}
          headingLevel={headingLevel}
          to={pathTo('/staff/admin/recruitment/$id/applications/$applicationID', {
            id: formId,
            applicationID: application.id,
          })}
          linkLabel="Review application"
          linkAriaLabel={`Review application from ${applicantOf(application)}${formName ? ` to ${formName}` : ''}`}
        />
      ))}
    </CardList>
  );
}

type ReviewForms = NonNullable<ReturnType<typeof useReviewForms>['data']>;

/**
 * The forms this reviewer may review, on both pages that list them (the forms, all applications): the read's
 * words, and by default the state of a reviewer whose rank reviews none of them.
 */
export function ReviewFormsState({
  source,
  isEmpty,
  icon,
  empty = (
    <EmptyState
      icon={icon}
      title="No forms for you to review"
      description="Forms list the ranks whose holders review them; yours is on none of them."
    />
  ),
  children,
}: {
  /** `useReviewForms()`. */
  source: ReturnType<typeof useReviewForms>;
  /** True when none of the forms is one to list. */
  isEmpty: (data: ReviewForms) => boolean;
  /** The empty state's icon. */
  icon: ReactNode;
  /** Another empty state than “No forms for you to review”. */
  empty?: ReactNode;
  children: (data: ReviewForms) => ReactNode;
}) {
  return (
    <DataState
      source={source}
      loadingLabel="Loading the recruitment forms"
      errorMessage="The recruitment forms could not be loaded."
      refusedTitle="Recruitment is not open to you"
      isEmpty={isEmpty}
      empty={empty}
    >
      {children}
    </DataState>
  );
}
