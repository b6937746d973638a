import { type AccessPath, accessOf } from '@lib/access';
import { isApiError } from '@lib/http';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser } from '@lib/session';
import { Anchor, Button, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock, IconMessageOff } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { PageLoader } from '@ui/PageLoader';
import type { ReactNode } from 'react';
import { DIRECTORY_PATH } from '../model';
import { useDeliveryMessage } from '../useDeliveryMessages';

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

/** For a user the server refuses (403), or who lacks half of what it needs: no retry can help. */
export function DirectoryClosed({ message }: { message?: string }) {
  return (
    <EmptyState
      headingLevel={1}
      icon={<IconLock size={28} />}
      title={DIRECTORY_CLOSED_TITLE}
      description={
        message ??
        'The Premade Message Directory needs the Order Manager permission and the Delivery Message beta perk.'
      }
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

/** Loads the message at `slug` and renders `children` with it; loading, not-found and error states otherwise. */
export function WithMessage({
  slug,
  children,
}: {
  slug: string;
  children: (message: DeliveryMessage) => ReactNode;
}) {
  const { data, error, isValidating, mutate } = useDeliveryMessage(slug);
  const message = data?.deliveryMessage;
  if (message) return children(message);
  // Neither data nor error: loading, or the cache just dropped the message (deleted, renamed) on the way out.
  if (!error) return <PageLoader label="Loading the message" />;
  if (isApiError(error) && error.statusCode === 404) {
    return (
      <EmptyState
        headingLevel={1}
        icon={<IconMessageOff size={28} />}
        title="This message could not be found"
        description="It may have been deleted, or its title (and so its address) changed."
        action={
          <Button component={AppLink} to={DIRECTORY_PATH} variant="default">
            Back to the directory
          </Button>
        }
      />
    );
  }
  if (isApiError(error) && error.statusCode === 403) return <DirectoryClosed message={error.message} />;
  return (
    <ErrorState
      message="This message could not be loaded."
      onRetry={() => void mutate()}
      retrying={isValidating}
    />
  );
}
