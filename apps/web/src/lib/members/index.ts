export { useMemberTarget, type MemberTarget } from './member-target.ts';
