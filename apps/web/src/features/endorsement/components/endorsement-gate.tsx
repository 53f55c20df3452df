import type { ReactNode } from 'react';
import { PermissionGate, type SignedInAccess } from '../../../components/ui/permission-gate.tsx';
import { useEndorsementT } from '../i18n/index.ts';

export type Endorser = SignedInAccess;

/** Shows `children` to someone whose roles give `members.endorse` (locale, district and super admins). */
export function EndorsementGate({ children }: { children: (endorser: Endorser) => ReactNode }) {
  const et = useEndorsementT();
  return (
    <PermissionGate permission="members.endorse" title={et('notAllowed.title')} body={et('notAllowed.body')}>
      {children}
    </PermissionGate>
  );
}
