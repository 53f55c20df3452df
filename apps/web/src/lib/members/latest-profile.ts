import type { Profile } from '@congregate/contracts';
import { refreshMyProfile } from '../auth/index.ts';
import { fetchMemberProfile } from './api/get-member-profile.ts';
import { refreshMember } from './refresh-member.ts';

/**
 * The member's profile as the server has it now (after a 412: someone changed the record meanwhile); it also
 * replaces the cached and stored copies, so every screen shows the latest.
 */
export async function loadLatestProfile(memberId: string, isSelf: boolean): Promise<Profile> {
  if (isSelf) return refreshMyProfile();
  const latest = await fetchMemberProfile(memberId);
  await refreshMember(memberId, latest);
  return latest;
}
