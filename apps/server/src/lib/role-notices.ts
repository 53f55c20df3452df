import type { Role } from '@congregate/contracts';
import type { Notice } from './notifications.ts';

/** A role as the person who got it reads it: "a locale admin", "an assistant leader". */
const roleWords: Partial<Record<Role, string>> = {
  flock_leader: 'a leader',
  locale_admin: 'a locale admin',
  finance: 'a finance officer',
  district_admin: 'a district admin',
  super_admin: 'a super admin',
};

/**
 * The notice to someone given a role (user roles, a flock's staff): what they now are and the page the role
 * opens. Null for roles that open nothing a person reads (member, kiosk device).
 */
export function roleGrantedNotice(grant: {
  userId: string;
  role: Role;
  scopeId: string | null;
  scopeName: string | null;
  /** A flock leader's place on the staff (`assistant` reads "an assistant leader"). */
  position?: string | null;
}): Notice | null {
  const words =
    grant.role === 'flock_leader' && grant.position === 'assistant'
      ? 'an assistant leader'
      : roleWords[grant.role];
  if (!words) return null;
  const of = grant.scopeName ? ` of ${grant.role === 'flock_leader' ? 'flock ' : ''}${grant.scopeName}` : '';
  const link = grant.role === 'flock_leader' ? `/flock-page?flockId=${grant.scopeId}` : '/admin-page';
  return {
    userId: grant.userId,
    kind: 'account.role-granted',
    message: `You are now ${words}${of}.`,
    link: grant.role === 'finance' ? null : link,
    data: { role: grant.role, scopeId: grant.scopeId },
  };
}
