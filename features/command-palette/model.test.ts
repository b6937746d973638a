import type { ReachableLink } from '@lib/access';
import { describe, expect, it } from 'vitest';
import { MAX_PAGES, MAX_USER_SEARCH, matchingPages, shortcutLabel, userSearchTerm } from './model';

const link = (label: string, to: string, description = ''): ReachableLink => ({
  label,
  to,
  description,
  staff: to.startsWith('/staff'),
});
const LINKS = [
  link('Home', '/', 'The front page.'),
  link('Order Manager', '/staff/orders', 'Claim, prepare and deliver orders.'),
  link('User Manager', '/staff/admin/users', 'Find users, their ranks, bans and warnings.'),
  link('Rank Manager', '/staff/admin/rank-manager', 'Ranks and permissions.'),
  link('Online Users', '/staff/admin/online-users', 'Who is online now.'),
];

describe('matchingPages', () => {
  it('offers the staff tools first, then the public pages, each in the map’s order, when nothing is typed', () => {
    expect(matchingPages(LINKS, '  ').map((l) => l.label)).toEqual([
      'Order Manager',
      'User Manager',
      'Rank Manager',
      'Online Users',
      'Home',
    ]);
    const publicOnly = LINKS.filter((l) => !l.staff);
    expect(matchingPages(publicOnly, '')).toEqual(publicOnly);
    const many = [
      ...Array.from({ length: 10 }, (_, i) => link(`Page ${i}`, `/p${i}`)),
      ...Array.from({ length: 10 }, (_, i) => link(`Tool ${i}`, `/staff/t${i}`)),
    ];
    const offered = matchingPages(many, '');
    expect(offered).toHaveLength(MAX_PAGES);
    expect(offered.every((l) => l.staff)).toBe(true);
  });

  it('matches every word in the label, description or path, ignoring case, labels starting with it first', () => {
    expect(matchingPages(LINKS, 'manager').map((l) => l.label)).toEqual([
      'Order Manager',
      'User Manager',
      'Rank Manager',
    ]);
    expect(matchingPages(LINKS, 'USER').map((l) => l.label)).toEqual(['User Manager', 'Online Users']);
    // The User Manager's description speaks of ranks: it matches, after the page whose label starts so.
    expect(matchingPages(LINKS, 'rank man').map((l) => l.label)).toEqual(['Rank Manager', 'User Manager']);
    expect(matchingPages(LINKS, 'permissions').map((l) => l.label)).toEqual(['Rank Manager']);
    expect(matchingPages(LINKS, 'online-users').map((l) => l.label)).toEqual(['Online Users']);
    expect(matchingPages(LINKS, 'bans warnings').map((l) => l.label)).toEqual(['User Manager']);
  });

  it('finds nothing for words no page has, and treats markup as text', () => {
    expect(matchingPages(LINKS, 'pancakes')).toEqual([]);
    expect(matchingPages(LINKS, '<b>user</b>')).toEqual([]);
  });
});

describe('userSearchTerm', () => {
  it('needs two characters, trims and clips', () => {
    expect(userSearchTerm(' s ')).toBeNull();
    expect(userSearchTerm(' sam ')).toBe('sam');
    expect(userSearchTerm('691224913378638273')).toBe('691224913378638273');
    expect(userSearchTerm('x'.repeat(10_000))).toHaveLength(MAX_USER_SEARCH);
  });
});

describe('shortcutLabel', () => {
  it('names Cmd on Apple systems and Ctrl elsewhere', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘ K');
    expect(shortcutLabel('iPhone')).toBe('⌘ K');
    expect(shortcutLabel('Win32')).toBe('Ctrl K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl K');
  });
});
