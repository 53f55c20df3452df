import type { Profile } from '@congregate/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useProfile } from '../auth/index.ts';
import { useMemberProfile } from './api/get-member-profile.ts';
import { refreshMember } from './refresh-member.ts';

/** Whose record a profile page shows and edits: the signed-in member, or (`?memberId=`) one an admin looks after. */
export interface MemberTarget {
  memberId: string;
  profile: Profile;
  isSelf: boolean;
  /**
   * After a successful save: takes the profile the server answered, or reloads it, so that completeness
   * (the side-menu icons for one's own record) changes at once.
   */
  refresh: (profile?: Profile) => Promise<void>;
  /** `path` for the same member (keeps `?memberId=` when it is not one's own record). */
  link: (path: string) => string;
  /**
   * Whether `profile` is the server's answer of this session, not the copy stored on the device that shows at
   * once while the server is asked (stale-while-revalidate): a form that edits the record waits for it (issue
   * 37). Absent: fresh.
   */
  fresh?: boolean;
  /** Asking the server failed while only the stored copy was there (offline): a form says so and offers a retry. */
  refreshError?: Error | null;
}

export type MemberTargetState =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; target: MemberTarget };

function linkFor(path: string, memberId: string, isSelf: boolean): string {
  if (isSelf) return path;
  return `${path}${path.includes('?') ? '&' : '?'}memberId=${encodeURIComponent(memberId)}`;
}

export function useMemberTarget(explicitMemberId?: string | null): MemberTargetState {
  const [params] = useSearchParams();
  const own = useProfile();
  const requested = explicitMemberId ?? params.get('memberId');
  const ownId = own.data?.member.id ?? null;
  const otherId = requested && requested !== ownId ? requested : null;
  const other = useMemberProfile(otherId);

  const targetId = otherId ?? ownId;
  const refresh = useCallback(
    async (profile?: Profile) => {
      if (targetId) await refreshMember(targetId, profile);
    },
    [targetId],
  );

  if (!otherId) {
    if (own.data) {
      const memberId = own.data.member.id;
      return {
        status: 'ready',
        target: {
          memberId,
          profile: own.data,
          isSelf: true,
          refresh,
          link: (path) => path,
          // The stored copy counts as never fetched (`initialDataUpdatedAt: 0`, get-my-profile.ts).
          fresh: own.dataUpdatedAt > 0,
          refreshError: own.dataUpdatedAt > 0 ? null : own.error,
        },
      };
    }
    return own.error ? { status: 'error', error: own.error } : { status: 'loading' };
  }
  if (other.data) {
    return {
      status: 'ready',
      target: {
        memberId: otherId,
        profile: other.data,
        isSelf: false,
        refresh,
        link: (path) => linkFor(path, otherId, false),
      },
    };
  }
  return other.error ? { status: 'error', error: other.error } : { status: 'loading' };
}
