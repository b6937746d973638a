/**
 * Online Users (`/staff/admin/online-users`): the gateway's `onlineUsers` payload as rows, and how long each
 * user has been connected. Pure: no React, no network.
 */
import { plural } from '@lib/format';
import type { GatewayEventMap } from '@lib/gateway/events';
import { userDisplayName } from '@lib/schemas/user';
import { DAY, HOUR, MINUTE } from '@lib/time';

export type OnlineUsersPayload = GatewayEventMap['onlineUsers'];

export interface OnlineUserRow {
  id: string;
  /** The display name (else the username). */
  name: string;
  username: string;
  avatar: string | null;
  /** ms; null when the gateway did not say. */
  connectedAt: number | null;
  /** Connections (tabs, devices) the user has open. */
  connections: number;
}

/**
 * One row per user (a repeated user keeps their oldest connection and the connections added up), the longest
 * connected first, those without a time last, then by name.
 */
export function onlineRows(payload: OnlineUsersPayload): OnlineUserRow[] {
  const rows = new Map<string, OnlineUserRow>();
  for (const { user, connectedAt, connections } of payload.users) {
    const count = Number.isFinite(connections) && connections > 0 ? Math.floor(connections) : 1;
    const seen = rows.get(user.id);
    if (seen) {
      seen.connections += count;
      if (connectedAt !== null && (seen.connectedAt === null || connectedAt < seen.connectedAt)) {
        seen.connectedAt = connectedAt;
      }
      continue;
    }
    rows.set(user.id, {
      id: user.id,
      name: userDisplayName(user),
      username: user.username,
      avatar: user.avatar ?? null,
      connectedAt,
      connections: count,
    });
  }
  return [...rows.values()].sort(
    (a, b) =>
      (a.connectedAt ?? Number.POSITIVE_INFINITY) - (b.connectedAt ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
}

/**
 * 'Connected for 12 minutes' ('less than a minute', '1 hour 5 minutes', '2 days 3 hours'); 'Connected, since
 * when is not known' without a time. A time ahead of `now` (clocks apart) counts as just now.
 */
export function connectedFor(connectedAt: number | null, now: number): string {
  if (connectedAt === null) return 'Connected, since when is not known';
  const elapsed = Math.max(0, now - connectedAt);
  if (elapsed < MINUTE) return 'Connected for less than a minute';
  if (elapsed < HOUR) return `Connected for ${plural(Math.floor(elapsed / MINUTE), 'minute')}`;
  const [big, bigUnit, small, smallUnit] =
    elapsed < DAY
      ? [Math.floor(elapsed / HOUR), 'hour', Math.floor((elapsed % HOUR) / MINUTE), 'minute']
      : [Math.floor(elapsed / DAY), 'day', Math.floor((elapsed % DAY) / HOUR), 'hour'];
  return `Connected for ${plural(big, bigUnit)}${small > 0 ? ` ${plural(small, smallUnit)}` : ''}`;
}

/** '2 connections' for a user with several tabs or devices open; null for one. */
export function connectionsLabel(connections: number): string | null {
  return connections > 1 ? `${connections} connections` : null;
}

/** The count above the list: '1 user online', '3 users online'. */
export const onlineCount = (n: number): string => `${plural(n, 'user')} online`;
