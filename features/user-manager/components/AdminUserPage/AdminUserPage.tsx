/**
 * The frame of a page about one user by id (the ban, the staff removal): an id that is not one gets the server's
 * message without asking; then the user's read, with a not-found state; `children` get the user.
 */
import type { User } from '@lib/schemas/user';
import { isSnowflake } from '@lib/snowflake';
import { Container } from '@mantine/core';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import type { ReactNode } from 'react';
import { useAdminUser } from '../../hooks';

/** The server's message for a user id that is not one (shown without asking the server). */
export const NOT_A_SNOWFLAKE_MESSAGE = 'User ID is not a snowflake';

export function AdminUserPage({ id, children }: { id: string; children: (user: User) => ReactNode }) {
  const valid = isSnowflake(id);
  const user = useAdminUser(valid ? id : null);
  return (
    <Container size="md" py="lg">
      {valid ? (
        <DataState
          source={user}
          loadingLabel="Loading the user"
          skeleton="profile"
          errorMessage="The user could not be loaded."
          headingLevel={1}
          select={(data) => data.user}
          notFound={
            <EmptyState
              headingLevel={1}
              title="This user could not be found"
              description={`No user has the id ${id}.`}
            />
          }
        >
          {children}
        </DataState>
      ) : (
        <ErrorState headingLevel={1} title="This is not a user id" message={NOT_A_SNOWFLAKE_MESSAGE} />
      )}
    </Container>
  );
}
