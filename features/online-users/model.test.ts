import { describe, expect, it } from 'vitest';
import { connectedFor, connectionsLabel, type OnlineUsersPayload, onlineCount, onlineRows } from './model';

const user = (id: string, username: string, displayName: string | null = null) => ({
  id,
  username,
  displayName,
  discriminator: null,
  avatar: null,
});

describe('onlineRows', () => {
  it('lists the longest connected first, unknown times last, ties by name', () => {
    const payload: OnlineUsersPayload = {
      users: [
        { user: user('3', 'zed'), connectedAt: 3000, connections: 1 },
        { user: user('1', 'amy', 'Amy A.'), connectedAt: 1000, connections: 1 },
        { user: user('4', 'nobody'), connectedAt: null, connections: 1 },
        { user: user('2', 'bob'), connectedAt: 3000, connections: 2 },
      ],
    };
    expect(onlineRows(payload).map((row) => [row.id, row.name, row.connections])).toEqual([
      ['1', 'Amy A.', 1],
      ['2', 'bob', 2],
      ['3', 'zed', 1],
      ['4', 'nobody', 1],
    ]);
  });

  it('merges a user listed twice: the oldest connection, the connections added up', () => {
    const rows = onlineRows({
      users: [
        { user: user('1', 'amy'), connectedAt: 5000, connections: 1 },
        { user: user('1', 'amy'), connectedAt: 2000, connections: 2 },
      ],
    });
    expect(rows).toEqual([
      { id: '1', name: 'amy', username: 'amy', avatar: null, connectedAt: 2000, connections: 3 },
    ]);
  });

  it('counts a nonsense number of connections as one', () => {
    const rows = onlineRows({
      users: [
        { user: user('1', 'a'), connectedAt: 1, connections: 0 },
        { user: user('2', 'b'), connectedAt: 2, connections: Number.NaN },
      ],
    });
    expect(rows.map((row) => row.connections)).toEqual([1, 1]);
  });

  it('keeps markup in names as text', () => {
    const [row] = onlineRows({
      users: [
        { user: user('1', '<b>x</b>', '<img src=x onerror=alert(1)>'), connectedAt: 1, connections: 1 },
      ],
    });
    expect(row?.name).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('connectedFor', () => {
  const now = 1_000_000_000_000;
  const minutes = (n: number) => now - n * 60_000;
  it.each([
    [now - 59_999, 'Connected for less than a minute'],
    [now + 5_000, 'Connected for less than a minute'],
    [minutes(1), 'Connected for 1 minute'],
    [minutes(59), 'Connected for 59 minutes'],
    [minutes(60), 'Connected for 1 hour'],
    [minutes(65), 'Connected for 1 hour 5 minutes'],
    [minutes(60 * 23 + 1), 'Connected for 23 hours 1 minute'],
    [minutes(60 * 24), 'Connected for 1 day'],
    [minutes(60 * 51 + 30), 'Connected for 2 days 3 hours'],
  ])('%s → %s', (connectedAt, expected) => {
    expect(connectedFor(connectedAt, now)).toBe(expected);
  });

  it('says so when the time is not known', () => {
    expect(connectedFor(null, now)).toBe('Connected, since when is not known');
  });
});

describe('labels', () => {
  it('names several connections only', () => {
    expect(connectionsLabel(1)).toBeNull();
    expect(connectionsLabel(3)).toBe('3 connections');
  });
  it('counts the users', () => {
    expect(onlineCount(1)).toBe('1 user online');
    expect(onlineCount(4)).toBe('4 users online');
  });
});
