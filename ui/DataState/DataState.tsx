import { errorMessage, type FailureKind, failureKind, SIGNED_OUT_MESSAGE } from '@lib/http';
import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  type TitleOrder,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileAlert, IconLock, IconLogout, IconRefresh } from '@tabler/icons-react';
import { isValidElement, type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import classes from './DataState.module.css';

/** How long a read may take before its skeleton shows: quicker answers appear without a flash of loading. */
export const LOADING_DELAY_MS = 200;

/** Title of the refused state when the page gives none. */
export const REFUSED_TITLE = 'This is not open to you';
/** Title of the signed-out state (a 401: the session ended, docs/product/session.md#signed-out). */
export const SIGNED_OUT_TITLE = 'Signed out';
/** Title of the malformed-response state. */
export const MALFORMED_TITLE = 'The answer could not be read';
/** The hint under the page's message in the malformed-response state. */
export const MALFORMED_HINT =
  'The server sent an answer this page does not understand. Trying again may help; if not, reload the page.';

/**
 * What the primitive reads: SWR's result (`useEndpoint(...)`) fits as it is. `mutate` is the retry and
 * `isValidating` its spinner.
 */
export interface DataSource<T> {
  data: T | undefined;
  error?: unknown;
  isValidating?: boolean;
  mutate?: () => unknown;
}

/** The skeleton's shape: rows of a list, a grid of cards, a detail page, a person (avatar and name), or one line. */
export type SkeletonShape = 'list' | 'cards' | 'detail' | 'profile' | 'line';

/** The states, in the order they are decided: data wins, then the failure, then loading. */
export type DataStateKind = 'populated' | 'empty' | 'loading' | FailureKind;

/**
 * Which state a read is in. Data on screen stays there when a later refresh fails (the failure is for a page
 * with nothing to show); without data or error the read is on its way. With `select`, data whose record is
 * missing (`null` or `undefined`) is not found, and `isEmpty` is asked about the record.
 */
export function dataStateOf<T, S = T>(
  source: DataSource<T>,
  isEmpty?: (data: S) => boolean,
  select?: (data: T) => S | null | undefined,
): DataStateKind {
  if (source.data !== undefined) {
    const record = select ? select(source.data) : (source.data as unknown as S);
    if (record === null || record === undefined) return 'not-found';
    return isEmpty?.(record) ? 'empty' : 'populated';
  }
  if (source.error !== undefined && source.error !== null) return failureKind(source.error);
  return 'loading';
}

/**
 * Two reads as one source, for a page that shows once both have answered: the data is `combine` of both (a pair
 * by default) once both are there; the failure is the first of a read that has no data (a refresh that fails
 * under data on screen does not count); loading shows while either is on its way; “Try again” asks both again.
 */
export function bothReads<A, B>(first: DataSource<A>, second: DataSource<B>): DataSource<[A, B]>;
export function bothReads<A, B, T>(
  first: DataSource<A>,
  second: DataSource<B>,
  combine: (first: A, second: B) => T,
): DataSource<T>;
export function bothReads<A, B, T>(
  first: DataSource<A>,
  second: DataSource<B>,
  combine: (first: A, second: B) => T = (a, b) => [a, b] as T,
): DataSource<T> {
  const failure = (read: DataSource<unknown>) =>
    read.data === undefined ? (read.error ?? undefined) : undefined;
  return {
    data:
      first.data !== undefined && second.data !== undefined ? combine(first.data, second.data) : undefined,
    error: failure(first) ?? failure(second),
    isValidating: Boolean(first.isValidating || second.isValidating),
    mutate: () => Promise.all([first.mutate?.(), second.mutate?.()]),
  };
}

/**
 * The usual not-found state in short: an `EmptyState` at the primitive's `headingLevel` with this title, message,
 * icon and action (e.g. the way back), instead of spelling the `EmptyState` out.
 */
export interface NotFoundContent {
  title: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

const isNotFoundContent = (value: unknown): value is NotFoundContent =>
  typeof value === 'object' && value !== null && !isValidElement(value) && 'title' in value;

export interface DataStateProps<T, S = T> {
  /** The read, e.g. `useEndpoint(ordersEndpoint, undefined)`; two reads: `bothReads(first, second)`. */
  source: DataSource<T>;
  /**
   * A detail page's record in the data, e.g. `(data) => data.appeal`: when it is missing (`null` or
   * `undefined`) the page shows `notFound`, as for a 404; `children`, `isEmpty` and `empty` get the record.
   */
  select?: (data: T) => S | null | undefined;
  /** What is loading, for screen readers, e.g. “Loading the food lookup”. */
  loadingLabel: string;
  /** The skeleton's shape (`list` by default, `line` when `inline`) and, for lists and cards, how many. */
  skeleton?: SkeletonShape;
  skeletonCount?: number;
  /** Milliseconds before the skeleton shows: {@link LOADING_DELAY_MS} by default. */
  loadingDelay?: number;
  /** Whether the data counts as empty; `empty` is shown then. */
  isEmpty?: (data: S) => boolean;
  /** The empty state, usually an `EmptyState` that says why and what to do. */
  empty?: ReactNode | ((data: S) => ReactNode);
  /** What failed, in the user's words; a function gets the server's message to quote. */
  errorMessage: string | ((serverMessage: string) => string);
  /** Heading of the error state; “Something went wrong” by default. */
  errorTitle?: string;
  /** Heading of the refused state (403), above the server's message; {@link REFUSED_TITLE} by default. */
  refusedTitle?: string;
  /**
   * The not-found state (a 404, or a record `select` finds missing), given the server's message ('' without
   * one); `{ title, message, icon, action }` is short for the usual `EmptyState`. Without it a 404 is an error
   * with retry.
   */
  notFound?: NotFoundContent | ReactNode | ((serverMessage: string) => ReactNode);
  /** Heading level of the error states' titles: 1 when the state is the whole page. 2 by default. */
  headingLevel?: TitleOrder;
  /** A piece of a line (a badge, a count) instead of a page area: a one-line skeleton and a one-line failure. */
  inline?: boolean;
  /** The populated state: renders the data (the record, with `select`). */
  children: (data: S) => ReactNode;
}

/**
 * One way to show what a page or panel reads (docs/patterns.md): a skeleton after a short delay, the empty
 * state, the data, or why there is none: an error with “Try again”, a refusal (403: the server's message and
 * no retry, since asking again cannot change the answer), signed out (401: the session ended, and the site's
 * one 401 handler has said so; no retry, which could only fail again), a not-found state, or an answer the page
 * could not read (malformed).
 */
export function DataState<T, S = T>({
  source,
  select,
  loadingLabel,
  skeleton,
  skeletonCount,
  loadingDelay = LOADING_DELAY_MS,
  isEmpty,
  empty,
  errorMessage: failedMessage,
  errorTitle,
  refusedTitle = REFUSED_TITLE,
  notFound,
  headingLevel,
  inline = false,
  children,
}: DataStateProps<T, S>) {
  const { error, mutate, isValidating = false } = source;
  // The data's first arrival renders in a transition, in slices, while the skeleton stays: a store update (SWR) renders
  // at once, so a page's whole list arriving was one long task (docs/architecture.md#performance). Later changes
  // show at once.
  const arrived = useDeferredValue(source.data !== undefined);
  const arriving = !arrived && source.data !== undefined && (error === undefined || error === null);
  const kind = arriving ? 'loading' : dataStateOf(source, isEmpty, select);
  const record = () => {
    const data = source.data as T;
    return select ? (select(data) as S) : (data as unknown as S);
  };

  if (kind === 'populated') return children(record());
  if (kind === 'empty') return typeof empty === 'function' ? empty(record()) : (empty ?? null);
  if (kind === 'loading') {
    return (
      <DelayedSkeleton
        arriving={arriving}
        label={loadingLabel}
        shape={skeleton ?? (inline ? 'line' : 'list')}
        count={skeletonCount}
        delay={loadingDelay}
        inline={inline}
      />
    );
  }

  const serverMessage = errorMessage(error);
  if (kind === 'not-found' && notFound !== undefined) {
    if (typeof notFound === 'function') return notFound(errorMessage(error, ''));
    if (!isNotFoundContent(notFound)) return notFound;
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon={notFound.icon}
        title={notFound.title}
        description={notFound.message}
        action={notFound.action}
      />
    );
  }
  const retry = mutate ? () => void mutate() : undefined;
  const message = typeof failedMessage === 'function' ? failedMessage(serverMessage) : failedMessage;

  if (inline) {
    return (
      <Group gap="xs" role="alert" className={classes.inline} data-state={kind} component="span">
        <Text span size="sm" c="dimmed">
          {kind === 'refused'
            ? `${refusedTitle}: ${serverMessage}`
            : kind === 'signed-out'
              ? `${SIGNED_OUT_TITLE}: ${SIGNED_OUT_MESSAGE}`
              : message}
        </Text>
        {kind !== 'refused' && kind !== 'signed-out' && retry && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={retry}
            loading={isValidating}
          >
            Try again
          </Button>
        )}
      </Group>
    );
  }

  if (kind === 'signed-out') {
    return (
      <ErrorState
        icon={<IconLogout size={28} />}
        title={SIGNED_OUT_TITLE}
        message={SIGNED_OUT_MESSAGE}
        headingLevel={headingLevel}
      />
    );
  }
  if (kind === 'refused') {
    return (
      <ErrorState
        icon={<IconLock size={28} />}
        title={refusedTitle}
        message={serverMessage}
        headingLevel={headingLevel}
      />
    );
  }
  if (kind === 'malformed') {
    return (
      <ErrorState
        icon={<IconFileAlert size={28} />}
        title={MALFORMED_TITLE}
        message={message}
        onRetry={retry}
        retrying={isValidating}
        headingLevel={headingLevel}
      >
        <Text size="sm" c="dimmed" maw={520}>
          {MALFORMED_HINT}
        </Text>
      </ErrorState>
    );
  }
  return (
    <ErrorState
      title={errorTitle}
      message={message}
      onRetry={retry}
      retrying={isValidating}
      headingLevel={headingLevel}
    />
  );
}

interface DelayedSkeletonProps {
  /** The data has arrived and its first render is on its way (a transition). */
  arriving: boolean;
  label: string;
  shape: SkeletonShape;
  count: number | undefined;
  delay: number;
  inline: boolean;
}

/** Nothing for `delay` ms, then the skeleton in a status region named by `label`. */
function DelayedSkeleton({ arriving, label, shape, count, delay, inline }: DelayedSkeletonProps) {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  // `data-arriving`: the data is here and renders next (the story screenshots wait for it, .storybook/visual.setup.ts).
  if (!shown) {
    return (
      <Box
        component={inline ? 'span' : 'div'}
        data-state="waiting"
        data-arriving={arriving || undefined}
        aria-busy="true"
      />
    );
  }
  return (
    <Box
      component={inline ? 'span' : 'div'}
      role="status"
      data-state="loading"
      data-arriving={arriving || undefined}
      className={classes.loading}
      data-inline={inline || undefined}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <SkeletonShapes shape={shape} count={count} />
    </Box>
  );
}

/** `n` placeholder ids: skeleton rows have no identity of their own. */
const slots = (n: number) => Array.from({ length: n }, (_, slot) => slot);

function SkeletonShapes({ shape, count }: { shape: SkeletonShape; count: number | undefined }) {
  switch (shape) {
    case 'line':
      return <Skeleton height={18} width={96} radius="xl" className={classes.line} aria-hidden />;
    case 'profile':
      return (
        <Group gap="md" wrap="nowrap" aria-hidden>
          <Skeleton circle height={56} width={56} />
          <Skeleton height={20} width={160} />
        </Group>
      );
    case 'cards':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
          {slots(count ?? 6).map((slot) => (
            <Paper key={slot} withBorder p="md">
              <Stack gap="sm">
                <Skeleton height={20} width="60%" />
                <Skeleton height={12} />
                <Skeleton height={12} />
                <Skeleton height={12} width="80%" />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      );
    case 'detail':
      return (
        <Stack gap="lg" aria-hidden>
          <Skeleton height={28} width="40%" />
          <Skeleton height={140} />
          <Skeleton height={100} />
        </Stack>
      );
    default:
      return (
        <Stack gap="sm" aria-hidden>
          {slots(count ?? 4).map((slot) => (
            <Paper key={slot} withBorder p="md">
              <Stack gap={8}>
                <Skeleton height={16} width="35%" />
                <Skeleton height={12} width="85%" />
              </Stack>
            </Paper>
          ))}
        </Stack>
      );
  }
}
