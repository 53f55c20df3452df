export { useMemberTarget, type MemberTarget } from './member-target.ts';
export { refreshMember } from './refresh-member.ts';
export { loadLatestProfile } from './latest-profile.ts';
