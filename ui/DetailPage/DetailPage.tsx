import { Container, type MantineSize, type MantineSpacing, Stack } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type DataSource, DataState } from '../DataState';
import { BackButton, PageHeader } from '../PageHeader';

export interface DetailPageProps<T, S> {
  /** The read, e.g. `useAppeal(id)`; two reads: `bothReads(first, second)`. */
  source: DataSource<T>;
  /** The record in the data, e.g. `(data) => data.appeal`; missing (`null`, `undefined`) or a 404 is not found. */
  select: (data: T) => S | null | undefined;
  /** What is loading, for screen readers, e.g. “Loading the appeal”. */
  loadingLabel: string;
  /** What failed, in the user's words, e.g. “The appeal could not be loaded.” */
  errorMessage: string;
  /** Heading of the refused state (403). */
  refusedTitle?: string;
  /** The page above this one: the header's button back, and the not-found state's way out. */
  back: { to: string; label: string };
  /** The not-found state's title and sentence (what may have happened, where to look). */
  notFound: { title: ReactNode; message: ReactNode };
  /** The page header for the record: its title (the page's h1) and the sentence under it. */
  header: (record: S) => { title: ReactNode; description?: ReactNode };
  /** The container's width and vertical padding: `sm` and `md` by default. */
  size?: MantineSize;
  py?: MantineSpacing;
  /** The rest of the page, under the header. */
  children: (record: S) => ReactNode;
}

/**
 * A page about one record (an appeal, an application, a form), docs/patterns.md#a-detail-page: the detail
 * skeleton while it loads, the failure states as the whole page (level-1 headings), a not-found state with the
 * way back, and once there, a header with the record's title and the button back above the page's own content.
 */
export function DetailPage<T, S>({
  source,
  select,
  loadingLabel,
  errorMessage,
  refusedTitle,
  back,
  notFound,
  header,
  size = 'sm',
  py = 'md',
  children,
}: DetailPageProps<T, S>) {
  const backButton = <BackButton to={back.to}>{back.label}</BackButton>;
  return (
    <Container size={size} py={py}>
      <DataState
        source={source}
        loadingLabel={loadingLabel}
        skeleton="detail"
        errorMessage={errorMessage}
        refusedTitle={refusedTitle}
        headingLevel={1}
        select={select}
        notFound={{ icon: <IconFileSearch size={28} />, ...notFound, action: backButton }}
      >
        {(record) => (
          <Stack gap="lg">
            <PageHeader {...header(record)} actions={backButton} />
            {children(record)}
          </Stack>
        )}
      </DataState>
    </Container>
  );
}
