import { clusterOf, profileCalls, type Profile } from '@congregate/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { queryClient } from '../../query-client.ts';
import { myProfileKeys } from '../../query-keys.ts';
import { storage } from '../../storage/index.ts';

/** The signed-in member's profile, from the server. */
export function fetchMyProfile(): Promise<Profile> {
  return callApi(profileCalls.myProfile);
}

/** Stores the profile and the single keys the spec keeps beside it (section 3). */
export function storeProfile(profile: Profile): void {
  const { member } = profile;
  storage.set('profile', profile);
  storage.set('member_id', member.customId);
  storage.set('memberId', member.id);
  storage.set('member_name', `${member.firstName} ${member.lastName}`.trim());
  storage.set('memberType', member.type);
  storage.set('userType', profile.userType);
  storage.set('localeId', member.currentLocale);
  storage.set('localeName', member.currentLocaleName);
  storage.set('locale_name', member.currentLocaleName);
  storage.set('countryId', profile.locale.countryId);
  setOrRemove('email', member.email);
  setOrRemove('salutation', member.salutation);
  setOrRemove('photo', member.photo);
  setOrRemove('flockName', member.flockName);
  storage.set('cluster', clusterOf(member.flockName));
}

function setOrRemove(key: 'email' | 'salutation' | 'photo' | 'flockName', value: string | null): void {
  if (value) storage.set(key, value);
  else storage.remove(key);
}

let inFlight: Promise<Profile> | null = null;

/**
 * The signed-in member's profile: from storage when present, otherwise fetched once and stored.
 * `fresh` skips the stored copy (e.g. "Check again" on the not-authorized page).
 */
export function loadProfile(options: { fresh?: boolean } = {}): Promise<Profile> {
  if (!options.fresh) {
    const cached = storage.get('profile');
    if (cached) return Promise.resolve(cached);
  }
  inFlight ??= fetchMyProfile()
    .then((profile) => {
      storeProfile(profile);
      return profile;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The own profile, stale-while-revalidate: the stored copy shows at once (the spec's fast start, section 4)
 * but counts as old (`initialDataUpdatedAt: 0`), so the server is asked on every start, whenever the window
 * gets the focus again and after every save (`refreshMember`); what it answers replaces the stored copy.
 * An admin's edit or a transfer thus reaches home, the side menu and the forms without a new sign-in.
 */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: myProfileKeys.all,
    queryFn: () => loadProfile({ fresh: true }),
    initialData: () => storage.get('profile') ?? undefined,
    initialDataUpdatedAt: 0,
    refetchOnWindowFocus: 'always',
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * After any change to the member's own record: a profile the server sent back (or a fresh one) replaces
 * the stored copy and the cached query, so the side-menu completeness icons change at once.
 */
export function setMyProfile(profile: Profile): void {
  storeProfile(profile);
  queryClient.setQueryData(myProfileKeys.all, profile);
}

/** Reloads the own profile from the server into storage and the query cache (see `setMyProfile`). */
export async function refreshMyProfile(): Promise<Profile> {
  const profile = await loadProfile({ fresh: true });
  queryClient.setQueryData(myProfileKeys.all, profile);
  return profile;
}

/** Loads the profile from the server, skipping the stored copy, and updates storage and the cache. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => loadProfile({ fresh: true }),
    onSuccess: (profile) => queryClient.setQueryData(myProfileKeys.all, profile),
  });
}
