export {
  fetchMemberProfile,
  memberProfileQueryKey,
  memberProfileQueryOptions,
  useMemberProfile,
} from './api/get-member-profile.ts';
export { linkFor, useMemberTarget, type MemberTarget, type MemberTargetState } from './member-target.ts';
