import { Button, type TitleOrder } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';

export interface ErrorStateProps {
  /** What failed, in the user's words, e.g. “Your orders could not be loaded.” */
  message: ReactNode;
  /** Heading above the message. “Something went wrong” by default. */
  title?: string;
  /** Retries the failed request; without it there is no “Try again” button. */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner. */
  retrying?: boolean;
  /** The icon above the title; a warning triangle by default. */
  icon?: ReactNode;
  /** Heading level of the title: 1 when the state is the whole page. 2 by default. */
  headingLevel?: TitleOrder;
  /** More under the message (a hint on what to do). */
  children?: ReactNode;
}

/** In place of content whose request failed: what happened and a “Try again” button (role alert: announced). */
export function ErrorState({
  message,
  title = 'Something went wrong',
  onRetry,
  retrying = false,
  icon = <IconAlertTriangle size={28} />,
  headingLevel,
  children,
}: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={icon}
        title={title}
        description={message}
        headingLevel={headingLevel}
        action={
          onRetry && (
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          )
        }
      >
        {children}
      </EmptyState>
    </div>
  );
}
