import type { Permission } from '@congregate/contracts';
import type { ReactNode } from 'react';
import {
  NotAllowed as SharedNotAllowed,
  PermissionGate,
  type SignedInAccess,
  useSignedInAccess,
} from '../../../components/ui/permission-gate.tsx';
import { useAdminT } from '../i18n/index.ts';

export { useSignedInAccess, type SignedInAccess };

/** Says that this page is not for the signed-in account, and leads home. */
export function NotAllowed({ body }: { body: string }) {
  const at = useAdminT();
  return <SharedNotAllowed title={at('notAllowed.title')} body={body} />;
}

/**
 * Shows `children` only to someone whose role gives `permission` (by default `members.view`: locale,
 * district and super admins); others see why not. The server refuses their calls anyway.
 */
export function AdminGate({
  permission = 'members.view',
  children,
}: {
  permission?: Permission;
  children: (signedIn: SignedInAccess) => ReactNode;
}) {
  const at = useAdminT();
  return (
    <PermissionGate permission={permission} title={at('notAllowed.title')} body={at('notAllowed.admin')}>
      {children}
    </PermissionGate>
  );
}
