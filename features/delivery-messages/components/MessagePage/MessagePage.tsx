import { type AccessPath, accessOf } from '@lib/access';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser } from '@lib/session';
import { Anchor, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock, IconMessageOff } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { BackButton } from '@ui/PageHeader';
import type { ReactNode } from 'react';
import { useDeliveryMessage } from '../../hooks';
import { DIRECTORY_PATH } from '../../model';

/** The frame of every page below the directory: the way back, then the page. */
export function MessagePageFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Anchor component={AppLink} to={DIRECTORY_PATH} size="sm" c="dimmed">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Premade Message Directory
          </Group>
        </Anchor>
        {children}
      </Stack>
    </Container>
  );
}

export const DIRECTORY_CLOSED_TITLE = 'The directory is not open to you';

/** For a user who lacks half of what the directory needs: no retry can help. */
export function DirectoryClosed() {
  return (
    <EmptyState
      headingLevel={1}
      icon={<IconLock size={28} />}
      title={DIRECTORY_CLOSED_TITLE}
      description="The Premade Message Directory needs the Order Manager permission and the Delivery Message beta perk."
    />
  );
}

/**
 * A directory page (`page`, its path in the access map) for users it is open to; the others (the route lets
 * a guard-only user in) get {@link DirectoryClosed} at once, instead of a form or a page whose every call
 * the server refuses.
 */
export function DirectoryGate({ page, children }: { page: AccessPath; children: ReactNode }) {
  const user = useCurrentUser();
  return accessOf(page, user) === 'open' ? children : <DirectoryClosed />;
}

/**
 * Loads the message at `slug` and renders `children` with it; otherwise the loading, not-found, refused and
 * error states of the data-state primitive.
 */
export function WithMessage({
  slug,
  children,
}: {
  slug: string;
  children: (message: DeliveryMessage) => ReactNode;
}) {
  // Without data or error the message is loading, or the cache just dropped it (deleted, renamed) on the way out.
  const read = useDeliveryMessage(slug);
  return (
    <DataState
      source={read}
      loadingLabel="Loading the message"
      skeleton="detail"
      headingLevel={1}
      errorMessage="This message could not be loaded."
      refusedTitle={DIRECTORY_CLOSED_TITLE}
      notFound={{
        icon: <IconMessageOff size={28} />,
        title: 'This message could not be found',
        message: 'It may have been deleted, or its title (and so its address) changed.',
        action: <BackButton to={DIRECTORY_PATH}>Back to the directory</BackButton>,
      }}
    >
      {({ deliveryMessage }) => children(deliveryMessage)}
    </DataState>
  );
}
