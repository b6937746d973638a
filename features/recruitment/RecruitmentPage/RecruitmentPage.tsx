/**
 * `/recruitment` (signed in): the recruitment forms, each with its descriptions, requirements, the ranks it
 * grants, and whether you may apply now; a closed form says why, and when it opens to you again.
 */
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconClockPause, IconListCheck } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { bothReads, DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
import { useMemo } from 'react';
import { useMyApplications, useRecruitmentForms } from '../hooks';
import {
  type ApplyState,
  applicantOf,
  applyStateOf,
  FREQUENCY_LABELS,
  formatDateTime,
  sortForms,
} from '../model';
import classes from './RecruitmentPage.module.css';

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
  const entries = useMemo(() => {
    if (!source.data) return [];
    const applicant = applicantOf(user, source.data.applications);
    const at = now();
    return sortForms(source.data.forms.map((form) => ({ form, state: applyStateOf(form, applicant, at) })));
  }, [source.data, user, now]);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <PageHeader
          title="Recruitment"
          description="Join the Virtual Diner team: the positions we recruit for, and whether you may apply now."
          actions={
            <Button
              component={AppLink}
              to="/recruitment/applications"
              variant="default"
              leftSection={<IconListCheck size={16} aria-hidden />}
            >
              My applications
            </Button>
          }
        />
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
            <Stack gap="md" component="ul" className={classes.list}>
              {entries.map(({ form, state }) => (
                <FormCard key={form.id} form={form} state={state} />
              ))}
            </Stack>
          )}
        </DataState>
      </Stack>
    </Container>
  );
}

function FormCard({ form, state }: { form: RecruitmentForm; state: ApplyState }) {
  const headingId = `form-${form.id}`;
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
    <Paper component="li" withBorder p="lg" aria-labelledby={headingId} className={classes.card}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id={headingId} className={classes.text}>
            {form.name}
          </Title>
          <Badge color={state.open ? 'green.6' : 'gray.6'} variant="filled">
            {state.open
              ? 'Open'
              : state.reason === 'closed'
                ? 'Closed'
                : state.reason === 'not-open-yet'
                  ? 'Opens soon'
                  : 'Not open to you'}
          </Badge>
        </Group>
        {form.descriptions.short && <Text className={classes.text}>{form.descriptions.short}</Text>}
        {form.descriptions.detailed && (
          <Text size="sm" c="dimmed" className={classes.text}>
            {form.descriptions.detailed}
          </Text>
        )}
        {form.requirements && (
          <div>
            <Text size="sm" fw={600}>
              Requirements
            </Text>
            <Text size="sm" className={classes.text}>
              {form.requirements}
            </Text>
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
              to={`/recruitment/${encodeURIComponent(form.id)}`}
              aria-label={`Apply for ${form.name}`}
            >
              Apply
            </Button>
          </Group>
        ) : (
          <Alert
            role="note"
            color="gray"
            variant="light"
            icon={<IconClockPause size={18} aria-hidden />}
            title="You cannot apply right now"
          >
            {state.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
