/**
 * The staff command palette itself (loaded on first use: it brings @mantine/spotlight and its styles): a search
 * over the pages this user can reach from the navigation (the access map's `reachableLinks`) and, for MANAGE_USERS,
 * over users by name or id (the admin users search). Keyboard only: arrows move, Enter opens, Escape closes.
 * Screen readers get a combobox over a listbox of options, the selected one as the active descendant, and the
 * result counts in a polite status. docs/product/profiles-and-users.md#staff-command-palette.
 */
import '@mantine/spotlight/styles.layer.css';
import { reachableLinks, userManagerPath } from '@lib/access';
import { plural } from '@lib/format';
import { errorMessage } from '@lib/http';
import { hasAllPermissions } from '@lib/permissions';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight, type SpotlightStore, useSpotlight } from '@mantine/spotlight';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { Avatar } from '@ui/Avatar';
import { useEffect, useId, useMemo, useState } from 'react';
import { useUserMatches } from '../../hooks';
import { matchingPages, userSearchTerm } from '../../model';
import classes from './CommandPalette.module.css';

export interface CommandPaletteProps {
  opened: boolean;
  onClose: () => void;
  /** Opens an app path (with its search), e.g. `/staff/admin/users?user=%22…%22`. */
  onNavigate: (to: string) => void;
}

interface Option {
  key: string;
  label: string;
  description: string;
  to: string;
  avatar?: { userId: string; avatar: string | null };
}

export default function CommandPalette({ opened, onClose, onNavigate }: CommandPaletteProps) {
  const user = useCurrentUser();
  const [[store, spotlight]] = useState(createSpotlight);
  const { selected, opened: shown } = useSpotlight(store);
  const [query, setQuery] = useState('');
  const listId = `palette-${useId().replace(/:/g, '')}`;
  const mayFindUsers = hasAllPermissions(user, ['MANAGE_USERS']);

  useEffect(() => {
    if (opened) spotlight.open();
    else spotlight.close();
  }, [opened, spotlight]);

  const { pages, users, matches } = usePaletteOptions(user, query, mayFindUsers);
  const options = [...pages, ...users];
  const optionId = (index: number) => `${listId}-option-${index}`;
  const keys = options.map((option) => option.key).join('|');

  // The first result is selected whenever the results change, so Enter opens it.
  useEffect(() => {
    // The list mounts with the dialog's transition: try again on the next frames until it is there.
    let frame = 0;
    const attempt = (tries: number) => {
      if (!selectFirst(store, listId, shown && keys !== '') && shown && tries > 0) {
        frame = requestAnimationFrame(() => attempt(tries - 1));
      }
    };
    attempt(10);
    return () => cancelAnimationFrame(frame);
  }, [keys, shown, store, listId]);

  const status = statusOf({
    pages: pages.length,
    users: users.length,
    searching: matches.searching,
    error: matches.error,
    query,
    mayFindUsers,
  });

  const renderOption = (option: Option, index: number) => (
    <PaletteOption
      key={option.key}
      option={option}
      id={optionId(index)}
      selected={selected === index}
      onNavigate={onNavigate}
    />
  );

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={420}
      // Pinned near the top, not centred: the search box stays put while the results grow and shrink.
      centered={false}
      yOffset="12vh"
    >
      <Spotlight.Search
        role="combobox"
        aria-label="Search pages and users"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 && selected < options.length ? optionId(selected) : undefined}
        placeholder={mayFindUsers ? 'Go to a page, or find a user by name or id' : 'Go to a page'}
        leftSection={<IconSearch size={20} aria-hidden />}
        maxLength={200}
      />
      <Spotlight.ActionsList id={listId} role="listbox" aria-label="Results">
        {pages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages" role="group" aria-label="Pages">
            {pages.map((option, index) => renderOption(option, index))}
          </Spotlight.ActionsGroup>
        )}
        {users.length > 0 && (
          <Spotlight.ActionsGroup label="Users" role="group" aria-label="Users">
            {users.map((option, index) => renderOption(option, pages.length + index))}
          </Spotlight.ActionsGroup>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="sm" c="dimmed" role="status" className={classes.text}>
          {status}
        </Text>
        <VisuallyHidden>Arrow keys move through the results, Enter opens one, Escape closes.</VisuallyHidden>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

/** What the query finds: the pages this user can reach, then (for MANAGE_USERS) users. */
function usePaletteOptions(user: ReturnType<typeof useCurrentUser>, query: string, mayFindUsers: boolean) {
  const pages: Option[] = useMemo(
    () =>
      matchingPages(reachableLinks(user), query).map((link) => ({
        key: `page:${link.to}`,
        label: link.label,
        description: link.description,
        to: link.to,
      })),
    [user, query],
  );
  const matches = useUserMatches(query, mayFindUsers);
  const users: Option[] = (matches.users ?? []).map((found) => ({
    key: `user:${found.id}`,
    label: userDisplayName(found),
    description: `@${found.username} · ${found.id}`,
    to: userManagerPath(found.id),
    avatar: { userId: found.id, avatar: found.avatar ?? null },
  }));
  return { pages, users, matches };
}

interface PaletteOptionProps {
  option: Option;
  id: string;
  selected: boolean;
  onNavigate: (to: string) => void;
}

function PaletteOption({ option, id, selected, onNavigate }: PaletteOptionProps) {
  return (
    <Spotlight.Action
      // Spotlight keeps an action's `id` to itself: set it on the button, for aria-activedescendant.
      ref={(node: HTMLButtonElement | null) => {
        if (node) node.id = id;
      }}
      role="option"
      aria-selected={selected}
      label={option.label}
      description={option.description}
      leftSection={
        option.avatar ? (
          <Avatar userId={option.avatar.userId} avatar={option.avatar.avatar} name="" size={28} />
        ) : (
          <IconArrowRight size={18} aria-hidden />
        )
      }
      classNames={{ actionLabel: classes.text, actionDescription: classes.text }}
      onClick={() => onNavigate(option.to)}
    />
  );
}

/**
 * Selects the first result as Spotlight's own arrow keys do (its `data-selected` attribute in the list, and the
 * store's index), or nothing. Spotlight does not export its store actions.
 */
function selectFirst(store: SpotlightStore, listId: string, any: boolean): boolean {
  const list = document.getElementById(listId);
  // The dialog's name. Modal names it only by a title, whose <header> would be a second banner on the page.
  list?.closest('[role="dialog"]')?.setAttribute('aria-label', 'Command palette');
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = any ? list?.querySelector('[data-action]') : null;
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
  return list !== null;
}

/** The footer's line, also what screen readers hear after each change. */
export function statusOf(p: {
  pages: number;
  users: number;
  searching: boolean;
  error: unknown;
  query: string;
  mayFindUsers: boolean;
}): string {
  if (p.error) return `Users could not be searched: ${errorMessage(p.error)}`;
  if (p.searching) return `${plural(p.pages, 'page')}; searching users…`;
  const typed = p.query.trim();
  if (!typed) return p.mayFindUsers ? 'Type a page’s name, or a user’s name or id.' : 'Type a page’s name.';
  if (p.pages + p.users === 0) return `Nothing matches “${typed}”.`;
  const usersPart = p.mayFindUsers && userSearchTerm(typed) !== null ? `, ${plural(p.users, 'user')}` : '';
  return `${plural(p.pages, 'page')}${usersPart}.`;
}
