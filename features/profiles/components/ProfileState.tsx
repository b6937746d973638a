import type { User } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Container, type MantineSize } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import type { DataSource } from '@ui/DataState';
import { DataState, type SkeletonShape } from '@ui/DataState';
import type { ReactNode } from 'react';
import { type Profile, readProfile } from '../model';

export interface ProfileStateProps {
  /** The page's column: `lg` for the profile, `md` for its editor. */
  size: MantineSize;
  /** Shown in place of the read when the page may not ask for it (logged out, not allowed). */
  instead?: ReactNode;
  /** The read of the user, `useUser(id)`. */
  source: DataSource<{ user: User | null }>;
  skeleton: SkeletonShape;
  /** The sentence of the not-found state (an unknown id or vanity name) and its button, if any. */
  notFoundMessage: string;
  notFoundAction?: ReactNode;
  /** The page, given the profile and whether it is the viewer's own. */
  children: (profile: Profile, self: boolean) => ReactNode;
}

/**
 * A profile page (the profile and its editor): its column and its read of the user, with the same words and the
 * same not-found state.
 */
export function ProfileState({
  size,
  instead,
  source,
  skeleton,
  notFoundMessage,
  notFoundAction,
  children,
}: ProfileStateProps) {
  const viewer = useCurrentUser();
  return (
    <Container size={size} py="lg">
      {instead ?? (
        <DataState
          source={source}
          loadingLabel="Loading the profile"
          skeleton={skeleton}
          errorMessage="The profile could not be loaded."
          headingLevel={1}
          select={(data) => data.user}
          notFound={{
            icon: <IconUserQuestion size={28} />,
            title: 'This user could not be found',
            message: notFoundMessage,
            action: notFoundAction,
          }}
        >
          {(user) => children(readProfile(user), user.id === viewer?.id)}
        </DataState>
      )}
    </Container>
  );
}
