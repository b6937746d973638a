import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { EmptyState } from '../EmptyState';

export interface ErrorStateProps {
  /** What failed, in the user's words, e.g. “Your orders could not be loaded.” */
  message: string;
  /** Heading above the message. “Something went wrong” by default. */
  title?: string;
  /** Retries the failed request; without it there is no “Try again” button. */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner. */
  retrying?: boolean;
}

/** In place of content whose request failed: what happened and a “Try again” button (role alert: announced). */
export function ErrorState({
  message,
  title = 'Something went wrong',
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={<IconAlertTriangle size={28} />}
        title={title}
        description={message}
        action={
          onRetry && (
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          )
        }
      />
    </div>
  );
}
