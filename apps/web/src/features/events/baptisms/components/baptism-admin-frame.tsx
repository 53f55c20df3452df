import type { ReactNode } from 'react';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { useBaptismsT, type BaptismsKey } from '../i18n/index.ts';

/** The frame of the baptism pages: admins only (`members.manage`), a titled card around the page's content. */
export function BaptismAdminFrame({
  titleKey,
  introKey,
  maw,
  children,
}: {
  titleKey: BaptismsKey;
  introKey: BaptismsKey;
  maw?: number;
  children: (signedIn: SignedInAccess) => ReactNode;
}) {
  const bt = useBaptismsT();
  return (
    <PermissionGate permission="members.manage" title={bt('notAllowed.title')} body={bt('notAllowed.body')}>
      {(signedIn) => (
        <PageCard title={bt(titleKey)} intro={bt(introKey)} maw={maw}>
          {children(signedIn)}
        </PageCard>
      )}
    </PermissionGate>
  );
}
