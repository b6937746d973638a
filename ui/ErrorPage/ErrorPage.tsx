import { Anchor, Button, Code, Group, Text } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { AppLink } from '../AppLink';
import { EmptyState } from '../EmptyState';

/** Fallbacks (docs/product/navigation.md#error-page). */
export const UNKNOWN_ERROR_TITLE = 'Unknown error';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** The page's heading: “Error {status}”, or “Unknown error” without a status code. */
export function errorTitle(statusCode: number | null | undefined): string {
  return statusCode ? `Error ${statusCode}` : UNKNOWN_ERROR_TITLE;
}

export interface ErrorPageProps {
  /** HTTP-style status code of the failure (403, 500, …). */
  statusCode?: number | null;
  /** What went wrong, shown as text. “An unknown error occurred” by default. */
  message?: string | null;
  /** The route that failed, shown so the user can include it in a report. */
  route?: string | null;
  /** The community (support) server, where moderators take reports. */
  supportUrl: string;
  /** Offers “Try again” (e.g. reset an error boundary). */
  onRetry?: () => void;
  /** Where “Back to home” goes. `/` by default. */
  homePath?: string;
}

/**
 * A whole-page error: status, message, the failing route and how to report it
 * (docs/product/navigation.md#error-page).
 */
export function ErrorPage({
  statusCode,
  message,
  route,
  supportUrl,
  onRetry,
  homePath = '/',
}: ErrorPageProps) {
  return (
    <EmptyState
      headingLevel={1}
      icon={<IconBug size={28} />}
      title={errorTitle(statusCode)}
      description={message || UNKNOWN_ERROR_MESSAGE}
      action={
        <Group justify="center">
          {onRetry && <Button onClick={onRetry}>Try again</Button>}
          <Button component={AppLink} to={homePath} variant={onRetry ? 'default' : 'filled'}>
            Back to home
          </Button>
        </Group>
      }
    >
      {route && (
        <Text size="sm">
          Route: <Code>{route}</Code>
        </Text>
      )}
      <Text size="sm" maw={520}>
        If this keeps happening, take a screenshot of this page and contact the moderators in our{' '}
        <Anchor component={AppLink} to={supportUrl} underline="always">
          community server
        </Anchor>
        .
      </Text>
    </EmptyState>
  );
}
