/**
 * `/recruitment` (signed in): the recruitment forms, each with its descriptions, requirements, the ranks it
 * grants, and whether you may apply now; a closed form says why, and when it opens to you again.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconBriefcase, IconListCheck } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { CardList, CardText, ListCard } from '@ui/CardList';
import { bothReads, DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
import { ApplyClosedNotice } from '../components/ApplyClosedNotice';
import { useMyApplications, useRecruitmentForms } from '../hooks';
import {
  type ApplyState,
  applicantOf,
  applyStateOf,
  FREQUENCY_LABELS,
  formatDateTime,
  sortForms,
} from '../model';

export interface RecruitmentPageProps {
  /** The clock in ms, for stories and tests; `Date.now` by default. */
  now?: () => number;
}

export function RecruitmentPage({ now = Date.now }: RecruitmentPageProps) {
  const user = useCurrentUser();
  const forms = useRecruitmentForms();
  const applications = useMyApplications();
  // Both reads decide what is open: the page shows once both have answered.
  const source = bothReads(forms, applications, (f, a) => ({
    forms: f.forms,
    applications: a.applications,
  }));
  const applicant = source.data && applicantOf(user, source.data.applications);
  const at = now();
  const entries =
    source.data && applicant
      ? sortForms(source.data.forms.map((form) => ({ form, state: applyStateOf(form, applicant, at) })))
      : [];

  return (
    <Page
      size="md"
      py="md"
      title="Recruitment"
      description="Join the Virtual Diner team: the positions we recruit for, and whether you may apply now."
      actions={
        <Button
          component={AppLink}
          to={pathTo('/recruitment/applications')}
          variant="default"
          leftSection={<IconListCheck size={16} aria-hidden />}
        >
          My applications
        </Button>
      }
    >
      <DataState
        source={source}
        loadingLabel="Loading the recruitment forms"
        skeleton="cards"
        skeletonCount={3}
        errorMessage="The recruitment forms could not be loaded."
        refusedTitle="Recruitment is not open to you"
        isEmpty={(data) => data.forms.length === 0}
        empty={
          <EmptyState
            icon={<IconBriefcase size={28} />}
            title="We are not recruiting right now"
            description="No recruitment form is published. Check again soon, or watch the announcements in our Discord server."
          />
        }
      >
        {() => (
          <CardList gap="md">
            {entries.map(({ form, state }) => (
              <FormCard key={form.id} form={form} state={state} />
            ))}
          </CardList>
        )}
      </DataState>
    </Page>
  );
}

function FormCard({ form, state }: { form: RecruitmentForm; state: ApplyState }) {
  const { options } = form;
  const facts = [
    options.minimumAge ? `At least ${options.minimumAge} years old` : null,
    options.requiresDiscordServer ? 'Member of our Discord server' : null,
    options.applicationSubmissionFrequency
      ? `One application ${FREQUENCY_LABELS[options.applicationSubmissionFrequency]}`
      : null,
    options.allowMultipleApplications ? null : 'One application per person',
    form.closesAt && state.open ? `Closes ${formatDateTime(form.closesAt)}` : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <ListCard
      headingId={`form-${form.id}`}
      title={form.name}
      headingLevel={2}
      titleSize="h3"
      padding="lg"
      gap="sm"
      asideAlign="flex-start"
      aside={
        <Badge color={state.open ? 'green.6' : 'gray.6'} variant="filled">
          {state.open
            ? 'Open'
            : state.reason === 'closed'
              ? 'Closed'
              : state.reason === 'not-open-yet'
                ? 'Opens soon'
                : 'Not open to you'}
        </Badge>
      }
    >
      {form.descriptions.short && <CardText>{form.descriptions.short}</CardText>}
      {form.descriptions.detailed && (
        <CardText size="sm" c="dimmed">
          {form.descriptions.detailed}
        </CardText>
      )}
      {form.requirements && (
        <div>
          <Text size="sm" fw={600}>
            Requirements
          </Text>
          <CardText size="sm">{form.requirements}</CardText>
        </div>
      )}
      {form.ranks.length > 0 && (
        <Group gap="xs" role="group" aria-label="Ranks this form grants">
          <Text size="sm" fw={600}>
            Grants
          </Text>
          {form.ranks.map((rank) => (
            <RankBadge key={rank.id} name={rank.name} colour={rank.colour} size="sm" />
          ))}
        </Group>
      )}
      {facts.length > 0 && (
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
      {state.open ? (
        <Group>
          <Button
            component={AppLink}
            to={pathTo('/recruitment/$id', { id: form.id })}
            aria-label={`Apply for ${form.name}`}
          >
            Apply
          </Button>
        </Group>
      ) : (
        <ApplyClosedNotice message={state.message} />
      )}
    </ListCard>
  );
}
