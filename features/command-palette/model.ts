/**
 * The staff command palette (docs/product/profiles-and-users.md#staff-command-palette): which pages match what
 * was typed, when to search users, and where a found user opens. Pure: no React, no network.
 */

import type { ReachableLink } from '@lib/access';

/** Pages shown at most, and users asked for. */
export const MAX_PAGES = 8;
export const MAX_USERS = 5;
/** A user search needs this many characters (an id is longer). */
export const MIN_USER_SEARCH = 2;
/** The longest term sent: the server reads at most 100 characters. */
export const MAX_USER_SEARCH = 100;
/** How long typing must pause before users are searched. */
export const USER_SEARCH_DELAY_MS = 250;

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\s+/g, ' ').trim();

/**
 * Pages whose label, description or path contains every word typed, labels that start with the query first,
 * then the map's order. When nothing is typed, the first {@link MAX_PAGES} pages with the staff tools first
 * (the staff sidebar's pages, what a staff member opens the palette for), then the public pages.
 */
export function matchingPages(links: readonly ReachableLink[], query: string): ReachableLink[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) {
    const tools = links.filter((link) => link.staff);
    return [...tools, ...links.filter((link) => !link.staff)].slice(0, MAX_PAGES);
  }
  const scored = links.flatMap((link, index) => {
    const label = normalise(link.label);
    const haystack = `${label} ${normalise(link.description)} ${link.to.toLowerCase()}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const rank = label.startsWith(words.join(' ')) ? 0 : words.every((word) => label.includes(word)) ? 1 : 2;
    return [{ link, rank, index }];
  });
  return scored
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, MAX_PAGES)
    .map(({ link }) => link);
}

/** The term to search users with, or null when too short (trimmed, at most {@link MAX_USER_SEARCH} characters). */
export function userSearchTerm(query: string): string | null {
  const term = query.trim().slice(0, MAX_USER_SEARCH);
  return term.length >= MIN_USER_SEARCH ? term : null;
}

/** 'Ctrl K', or '⌘ K' on Apple systems. */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘ K' : 'Ctrl K';
}
