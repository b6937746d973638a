/** Sample `onlineUsers` payloads for stories and tests (the seeded staff and a customer). */
import type { OnlineUsersPayload } from './model';

const MINUTE = 60_000;

export const ONLINE_PEOPLE = {
  admin: { id: '144385566774905781', username: 'adaokafor', displayName: 'Ada Okafor', avatar: null },
  chef: {
    id: '691224913378638273',
    username: 'sizzle.sam',
    displayName: 'Sam Sizzle',
    avatar: '6175541086d4bb7609018c9d2828c780',
  },
  courier: {
    id: '965657477606365610',
    username: 'rapid.rosa',
    displayName: 'Rosa Rapid',
    avatar: 'c6a01955288c64fa6697161ca547a108',
  },
  customer: {
    id: '1063901945033068384',
    username: 'pancake.pilot',
    displayName: 'Pancake Pilot',
    avatar: 'fd16f8edea2a9f45972f6c17734e0040',
  },
} as const;

type Person = keyof typeof ONLINE_PEOPLE;

/** A payload naming these people, each connected `minutes` before `now` (with `connections` tabs). */
export function onlinePayload(
  entries: readonly { who: Person; minutes: number; connections?: number }[],
  now: number = Date.now(),
): OnlineUsersPayload {
  return {
    users: entries.map(({ who, minutes, connections = 1 }) => ({
      user: { ...ONLINE_PEOPLE[who], discriminator: null },
      connectedAt: now - minutes * MINUTE,
      connections,
    })),
  };
}
