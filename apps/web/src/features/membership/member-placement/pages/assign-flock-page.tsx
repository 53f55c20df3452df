import { ManagedMember } from '../../../../components/members/managed-member.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../../components/ui/permission-gate.tsx';
import { FlockForm } from '../components/flock-form.tsx';
import { usePlacementT } from '../i18n/index.ts';

/**
 * `group-modal?memberId=`: put a member in one of their locale's flocks (by cluster), or in none. The member
 * lists open the same form in a dialog; this page is its deep link.
 */
export default function AssignFlockPage() {
  const mt = usePlacementT();
  return (
    <PermissionGate permission="members.manage" title={mt('notAllowed.title')} body={mt('notAllowed.manage')}>
      {() => (
        <PageCard title={mt('group.title')} intro={mt('group.intro')}>
          <ManagedMember>{(target) => <FlockForm target={target} />}</ManagedMember>
        </PageCard>
      )}
    </PermissionGate>
  );
}
