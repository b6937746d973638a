/**
 * The User Manager's reads and actions. Actions update the cached data in place: the list rows, the user read and
 * the ban. Open admin views follow `userBanned`, `userUnbanned` and `userRankUpdate` from the gateway.
 */
import { cached, useAction, useCacheWrite } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { useGatewayEvent } from '@lib/gateway/react';
import { userEndpoint, warningsEndpoint } from '@lib/users';
import {
  adminUsersEndpoint,
  type BanInput,
  banEndpoint,
  blacklistEndpoint,
  createBanEndpoint,
  liftBanEndpoint,
  type RankUpdateInput,
  removeStaffEndpoint,
  setBlacklistEndpoint,
  updateBanEndpoint,
  updateRanksEndpoint,
} from './api';
import { filterOf, type UserManagerSearch } from './model';

export function useAdminUsers(search: UserManagerSearch) {
  return useEndpoint(adminUsersEndpoint, filterOf(search), { keepPreviousData: true });
}

export const useAdminUser = (id: string | null) => useEndpoint(userEndpoint, id === null ? null : { id });
export const useBan = (id: string | null) => useEndpoint(banEndpoint, id === null ? null : { id });
export const useBlacklist = (id: string | null) =>
  useEndpoint(blacklistEndpoint, id === null ? null : { id });
/** Loaded once per user and reused (docs/architecture.md#caching), like the profile's read of the same key. */
export const useUserWarnings = (id: string | null) =>
  useEndpoint(warningsEndpoint, id === null ? null : { id }, loadOnce);

/** The user's new ranks in the cached user read and in every cached page of the list. */
const withRanks = (id: string, ranks: string[]) => [
  cached.update(userEndpoint, { id }, (data) => (data.user ? { user: { ...data.user, ranks } } : data)),
  cached.updateEvery(adminUsersEndpoint, (data) => ({
    ...data,
    users: data.users.map((user) => (user.id === id ? { ...user, ranks } : user)),
  })),
];

/**
 * Keeps an open admin view current: a ban created, updated or lifted elsewhere reads the ban again (and a lifted
 * one clears the cached user's ban); a rank change puts the new ranks in place.
 */
export function useLiveAdminUser(id: string) {
  const write = useCacheWrite();
  useGatewayEvent('userBanned', ({ userID }) => {
    if (userID === id) void write(cached.refetch(banEndpoint, { id }));
  });
  useGatewayEvent('userUnbanned', ({ userID }) => {
    if (userID !== id) return;
    void write(
      cached.set(banEndpoint, { id }, { ban: null }),
      cached.update(userEndpoint, { id }, (data) =>
        data.user ? { user: { ...data.user, ban: null } } : data,
      ),
    );
  });
  useGatewayEvent('userRankUpdate', ({ userID, ranks }) => {
    if (userID !== id) return;
    void write(
      cached.update(userEndpoint, { id }, (data) => (data.user ? { user: { ...data.user, ranks } } : data)),
    );
  });
}

/** Saves the user's ranks; the answer (highest first) goes in place. */
export function useUpdateRanks(name: string, onDone: () => void) {
  return useAction(
    async (input: RankUpdateInput) => (await updateRanksEndpoint.call(input)).ranks ?? input.ranks,
    {
      cache: (ranks, input) => withRanks(input.id, ranks),
      onSuccess: onDone,
      success: `Updated ${name}’s ranks`,
    },
  );
}

/** Bans (`exists` false: POST) or changes the ban (`exists` true: PATCH); the ban read takes the answer. */
export function useSaveBan(name: string, exists: boolean, onDone: () => void) {
  return useAction(
    async (input: BanInput) => (await (exists ? updateBanEndpoint : createBanEndpoint).call(input)).ban,
    {
      cache: (ban, input) =>
        ban
          ? cached.set(banEndpoint, { id: input.id }, { ban })
          : cached.refetch(banEndpoint, { id: input.id }),
      onSuccess: onDone,
      success: exists ? `Updated ${name}’s ban` : `Banned ${name}`,
    },
  );
}

/**
 * Lifts the ban; the ban read becomes none and the cached user's ban is cleared
 * (docs/product/profiles-and-users.md#bans).
 */
export function useLiftBan(name: string, onDone: () => void) {
  return useAction((input: { id: string; silent: boolean }) => liftBanEndpoint.call(input), {
    cache: (_, { id }) => [
      cached.set(banEndpoint, { id }, { ban: null }),
      cached.update(userEndpoint, { id }, (data) =>
        data.user ? { user: { ...data.user, ban: null } } : data,
      ),
    ],
    onSuccess: onDone,
    success: `Lifted ${name}’s ban`,
  });
}

/** Removes the user from staff: every rank goes. */
export function useRemoveStaff(name: string, onDone: () => void) {
  return useAction((input: { id: string; reason: string }) => removeStaffEndpoint.call(input), {
    cache: (_, { id }) => withRanks(id, []),
    onSuccess: onDone,
    success: `Removed ${name} from staff`,
  });
}

/** Adds (`{ reason }`) or removes (`{ remove: true }`) the user's blacklist entry. */
export function useSetBlacklist(name: string, onDone: () => void) {
  return useAction(
    async (input: { id: string; data: { reason: string } | { remove: true } }) =>
      (await setBlacklistEndpoint.call(input)).blacklist,
    {
      cache: (blacklist, { id }) => cached.set(blacklistEndpoint, { id }, { blacklist }),
      onSuccess: onDone,
      success: (blacklist) => (blacklist ? `Blacklisted ${name}` : `Removed ${name} from the blacklist`),
    },
  );
}
