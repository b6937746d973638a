/**
 * `/staff/admin/recruitment` (VIEW_RECRUITMENT_RESPONSE or RECRUITMENT_MANAGER): the forms this reviewer may review.
 * What it does: docs/product/recruitment-and-appeals.md#recruitment-for-staff-built.
 */

import { pathTo } from '@lib/access';
import { hasAnyPermission } from '@lib/permissions';
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { Button, Group, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { CardLink, CardList, CardText, ListCard } from '@ui/CardList';
import { Page } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
import { ReviewFormsState } from '../components/Applications';
import { useReviewForms } from '../hooks';
import { mayReview } from '../model';

export function RecruitmentFormsPage() {
  const user = useCurrentUser();
  const forms = useReviewForms();
  const manager = hasAnyPermission(user, ['RECRUITMENT_MANAGER']);
  return (
    <Page
      title="Recruitment"
      description="The recruitment forms you review, and their applications."
      actions={
        <Group gap="sm">
          <Button component={AppLink} to={pathTo('/staff/admin/recruitment/applications')} variant="default">
            All applications
          </Button>
          {manager && (
            <Button component={AppLink} to={pathTo('/staff/admin/recruitment/create')}>
              New form
            </Button>
          )}
        </Group>
      }
    >
      <ReviewFormsState
        source={forms}
        isEmpty={(data) => !data.forms.some((form) => mayReview(user, form))}
        icon={<IconBriefcase size={28} />}
      >
        {({ forms: all }) => (
          <CardList>
            {all
              .filter((form) => mayReview(user, form))
              .map((form) => (
                <FormRow key={form.id} form={form} manager={manager} />
              ))}
          </CardList>
        )}
      </ReviewFormsState>
    </Page>
  );
}

function FormRow({ form, manager }: { form: RecruitmentForm; manager: boolean }) {
  return (
    <ListCard headingId={`form-${form.id}`} title={form.name} headingLevel={2}>
      {form.descriptions.short && (
        <CardText size="sm" c="dimmed">
          {form.descriptions.short}
        </CardText>
      )}
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Grants
        </Text>
        {form.ranks.length === 0 ? (
          <Text size="sm">no rank</Text>
        ) : (
          form.ranks.map((rank) => (
            <RankBadge key={rank.id} name={rank.name} colour={rank.colour} size="sm" />
          ))
        )}
        <Text size="sm" fw={600} ml="md">
          Reviewed by
        </Text>
        {form.manageableRanks.map((rank) => (
          <RankBadge key={rank.id} name={rank.name} colour={rank.colour} size="sm" />
        ))}
      </Group>
      <Group>
        <CardLink
          to={pathTo('/staff/admin/recruitment/$id/applications', { id: form.id })}
          aria-label={`Applications for ${form.name}`}
        >
          Applications
        </CardLink>
        <CardLink
          to={pathTo('/staff/admin/recruitment/$id', { id: form.id })}
          aria-label={`${manager ? 'Edit' : 'View'} form ${form.name}`}
        >
          {manager ? 'Edit form' : 'View form'}
        </CardLink>
      </Group>
    </ListCard>
  );
}
