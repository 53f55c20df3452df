import { ManagedMember } from '../../../../components/members/managed-member.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../../components/ui/permission-gate.tsx';
import { MemberTypeForm } from '../components/member-type-form.tsx';
import { usePlacementT } from '../i18n/index.ts';

/** `membertype-modal?memberId=`: set a member's type. The member lists open the same form in a dialog. */
export default function MemberTypePage() {
  const mt = usePlacementT();
  return (
    <PermissionGate permission="members.manage" title={mt('notAllowed.title')} body={mt('notAllowed.manage')}>
      {() => (
        <PageCard title={mt('type.title')} intro={mt('type.intro')}>
          <ManagedMember>{(target) => <MemberTypeForm target={target} />}</ManagedMember>
        </PageCard>
      )}
    </PermissionGate>
  );
}
