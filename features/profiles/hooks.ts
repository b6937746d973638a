/**
 * The profile reads (loaded once per user, docs/architecture.md#caching) and the edit page's actions, which update
 * the cache in place.
 */
import { cached, useAction } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { useSessionStore } from '@lib/session';
import { userEndpoint, warningsEndpoint } from '@lib/users';
import {
  orderFeedbackEndpoint,
  type ProfileChanges,
  rankHistoryEndpoint,
  syncWithDiscordEndpoint,
  updateProfileEndpoint,
} from './api';
import { applyChanges, type Profile } from './model';

export function useRankHistory(id: string | null) {
  return useEndpoint(rankHistoryEndpoint, id === null ? null : { id }, loadOnce);
}

export function useWarnings(id: string | null) {
  return useEndpoint(warningsEndpoint, id === null ? null : { id }, loadOnce);
}

export function useOrderFeedback(id: string | null) {
  return useEndpoint(orderFeedbackEndpoint, id === null ? null : { id }, loadOnce);
}

/**
 * Saves the profile's changed fields (`run(changes)`): the cached profile takes the server's answer (or the changes
 * applied to what was shown), and when it is the signed-in user's own profile the session reads them again.
 */
export function useUpdateProfile(profile: Profile, self: boolean, onSaved: () => void) {
  const store = useSessionStore();
  return useAction(
    async (changes: ProfileChanges) => {
      const { user } = await updateProfileEndpoint.call({ id: profile.id, changes });
      return user ?? applyChanges(profile, changes);
    },
    {
      cache: (user) => cached.set(userEndpoint, { id: profile.id }, { user }),
      onSuccess: async () => {
        if (self) await store.refresh().catch(() => undefined);
        onSaved();
      },
      success: self ? 'Your profile was saved' : 'The profile was saved',
    },
  );
}

/**
 * Syncs names and avatar with the chat platform: the cached profile takes the new names and the next allowed time;
 * the signed-in user's own session reads itself again. A refusal ('Sync is not allowed yet') shows as a toast.
 */
export function useSyncProfile(profile: Profile, self: boolean) {
  const store = useSessionStore();
  return useAction(() => syncWithDiscordEndpoint.call({ id: profile.id }), {
    cache: ({ updated }) =>
      cached.update(userEndpoint, { id: profile.id }, (data) =>
        data.user
          ? {
              user: {
                ...data.user,
                ...(updated.username ? { username: updated.username } : {}),
                ...(updated.displayName !== undefined ? { displayName: updated.displayName ?? null } : {}),
                ...(updated.avatar !== undefined ? { avatar: updated.avatar ?? null } : {}),
                settings: {
                  ...(data.user.settings as object | undefined),
                  nextSyncAllowed: updated['settings.nextSyncAllowed'] ?? null,
                },
              },
            }
          : data,
      ),
    onSuccess: async () => {
      if (self) await store.refresh().catch(() => undefined);
    },
    success: 'Synced with Discord',
    failure: 'toast',
    failureTitle: 'Could not sync with Discord',
  });
}
