import type { Profile } from '@congregate/contracts';
import { refreshMyProfile, setMyProfile } from '../auth/index.ts';
import { queryClient } from '../query-client.ts';
import { memberKeys, userAccessKeys } from '../query-keys.ts';
import { storage } from '../storage/index.ts';

/**
 * After a change to a member's record: the profile the server answered (or a fresh one) replaces the cached
 * one — for one's own record also the stored copy, so that the side-menu completeness changes at once — and
 * the admin lists and detail that show the member (and one's own roles) ask again.
 */
export async function refreshMember(memberId: string, profile?: Profile): Promise<void> {
  const own = storage.get('profile')?.member.id === memberId;
  if (own && profile) setMyProfile(profile);
  else if (own) await refreshMyProfile();
  else if (profile) queryClient.setQueryData(memberKeys.profile(memberId), profile);
  else await queryClient.invalidateQueries({ queryKey: memberKeys.profile(memberId) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.details() }),
    // One's own roles and scope follow the record too (the side menu, after a transfer).
    ...(own ? [queryClient.invalidateQueries({ queryKey: userAccessKeys.all })] : []),
  ]);
}
