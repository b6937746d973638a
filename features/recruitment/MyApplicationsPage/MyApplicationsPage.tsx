/**
 * `/recruitment/applications` (signed in): my applications, newest first (the server sends the 10 newest), each
 * with its form, when it was sent, its status and the decision's reason.
 */
import { pathTo } from '@lib/access';
import { Button } from '@mantine/core';
import { IconBriefcase, IconInbox } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { ApplicationCard } from '@ui/ApplicationCard';
import { CardList } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { useMyApplications } from '../hooks';
import { formNameOf } from '../model';

const toRecruitment = (
  <Button
    component={AppLink}
    to={pathTo('/recruitment')}
    variant="default"
    leftSection={<IconBriefcase size={16} aria-hidden />}
  >
    Recruitment
  </Button>
);

export function MyApplicationsPage() {
  const applications = useMyApplications();
  return (
    <Page
      size="md"
      py="md"
      title="My applications"
      description="Your latest applications and where each one stands."
      actions={toRecruitment}
    >
      <DataState
        source={applications}
        loadingLabel="Loading your applications"
        errorMessage="Your applications could not be loaded."
        refusedTitle="Your applications are not open to you"
        isEmpty={(data) => data.applications.length === 0}
        empty={
          <EmptyState
            icon={<IconInbox size={28} />}
            title="You have not applied yet"
            description="The positions we recruit for are on the recruitment page."
            action={toRecruitment}
          />
        }
      >
        {({ applications: list }) => (
          <CardList>
            {list.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                title={formNameOf(application)}
                headingLevel={2}
                gap="xs"
                to={pathTo('/recruitment/applications/$id', { id: application.id })}
                linkLabel="View application"
                linkAriaLabel={`View application for ${formNameOf(application)}`}
              />
            ))}
          </CardList>
        )}
      </DataState>
    </Page>
  );
}
