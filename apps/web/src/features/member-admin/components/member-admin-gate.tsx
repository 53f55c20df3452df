import type { Permission } from '@congregate/contracts';
import type { ReactNode } from 'react';
import { PermissionGate, type SignedInAccess } from '../../../components/ui/permission-gate.tsx';
import { useMemberAdminT } from '../i18n/index.ts';

export type SignedInAdmin = SignedInAccess;

/**
 * Shows `children` only to someone whose roles give `permission` (`members.manage` or
 * `members.transfer`: locale, district and super admins); others see why not.
 */
export function MemberAdminGate({
  permission,
  children,
}: {
  permission: Extract<Permission, 'members.manage' | 'members.transfer'>;
  children: (admin: SignedInAdmin) => ReactNode;
}) {
  const mt = useMemberAdminT();
  return (
    <PermissionGate
      permission={permission}
      title={mt('notAllowed.title')}
      body={mt(permission === 'members.transfer' ? 'notAllowed.transfer' : 'notAllowed.manage')}
    >
      {children}
    </PermissionGate>
  );
}
