/**
 * `/staff/admin/users` (MANAGE_USERS): find users; each opens an admin view in a side panel. What it does:
 * docs/product/profiles-and-users.md#user-manager.
 */
import { plural } from '@lib/format';
import { useRanks } from '@lib/site-data';
import { useSearchInput } from '@lib/use-search-input';
import { Button, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconUsers } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { NoMatches } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { SearchInput } from '@ui/SearchInput';
import { useAdminUsers } from '../hooks';
import { byPosition, PAGE_SIZE, pageCount, type UserManagerSearch } from '../model';
import { AdminUserPanel } from './AdminUserPanel';
import classes from './UserManagerPage.module.css';
import { UserTable } from './UserTable';

export const SEARCH_URL_DELAY_MS = 300;

export interface UserManagerPageProps {
  search: UserManagerSearch;
  /** Replaces the URL search. */
  onSearchChange: (search: UserManagerSearch) => void;
}

export function UserManagerPage({ search, onSearchChange }: UserManagerPageProps) {
  const list = useAdminUsers(search);
  const { ranks } = useRanks();
  const searchBox = useSearchInput(
    search.q ?? '',
    (q) => onSearchChange({ ...search, q: q || undefined, page: undefined }),
    SEARCH_URL_DELAY_MS,
  );
  const page = search.page ?? 1;
  const open = (user: string) => onSearchChange({ ...search, user });
  const close = () => onSearchChange({ ...search, user: undefined });
  const rankOptions = byPosition(ranks ?? []).map((rank) => ({ value: rank.id, label: rank.name }));

  return (
    <Page
      size="xl"
      title="User Manager"
      description="Find a user by name, id or rank, then manage their ranks, ban, blacklist and staff status."
      overlays={
        <>
          {/* Composed, so the header is a plain div: Mantine's <header> would be a second banner landmark. */}
          <Drawer.Root opened={search.user !== undefined} onClose={close} position="right" size="lg">
            <Drawer.Overlay />
            <Drawer.Content>
              <Drawer.Header component="div">
                <Drawer.Title>Manage user</Drawer.Title>
                <Drawer.CloseButton aria-label="Close the user panel" />
              </Drawer.Header>
              <Drawer.Body>
                {search.user && <AdminUserPanel key={search.user} id={search.user} />}
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Root>
        </>
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchInput
          label="Search users"
          placeholder="Name or user id"
          box={searchBox}
          className={classes.search}
        />
        <Select
          label="Rank"
          placeholder="Any rank"
          clearable
          data={rankOptions}
          value={search.rank ?? null}
          onChange={(rank) => onSearchChange({ ...search, rank: rank ?? undefined, page: undefined })}
          className={classes.rank}
        />
      </Group>

      <DataState
        source={list}
        loadingLabel="Loading the users"
        errorMessage="The users could not be loaded."
        refusedTitle="The User Manager is not open to you"
        isEmpty={(data) => data.users.length === 0}
        empty={
          <NoMatches
            icon={<IconUsers size={28} />}
            title="No users match"
            description="Nobody matches this name, id or rank. Check the spelling or clear the filters."
            showAllLabel="Clear the filters"
            onShowAll={() => onSearchChange({})}
          />
        }
      >
        {({ users, totalUsers }) => {
          const pages = pageCount(totalUsers);
          const first = (page - 1) * PAGE_SIZE + 1;
          return (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" role="status">
                {plural(totalUsers, 'user')} · showing {first}–{first + users.length - 1}
              </Text>
              <UserTable users={users} ranks={ranks} openUser={search.user} onManage={open} />
              <Pager
                page={page}
                pages={pages}
                onPage={(to) => onSearchChange({ ...search, page: to === 1 ? undefined : to })}
              />
            </Stack>
          );
        }}
      </DataState>
    </Page>
  );
}

/** Previous and Next around "Page n of m". */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm">
        Page {page} of {pages}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
