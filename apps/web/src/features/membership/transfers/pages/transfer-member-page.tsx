import { ManagedMember } from '../../../../components/members/managed-member.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../../components/ui/permission-gate.tsx';
import { TransferForm } from '../components/transfer-form.tsx';
import { useTransferT } from '../i18n/index.ts';

/**
 * `locale-modal2?memberId=`: transfer a member to another locale, at once or as a request the other side
 * accepts. The member lists open the same form in a dialog; this page is its deep link.
 */
export default function TransferMemberPage() {
  const mt = useTransferT();
  return (
    <PermissionGate
      permission="members.transfer"
      title={mt('notAllowed.title')}
      body={mt('notAllowed.transfer')}
    >
      {() => (
        <PageCard title={mt('transfer.title')} intro={mt('transfer.intro')}>
          <ManagedMember>{(target) => <TransferForm target={target} />}</ManagedMember>
        </PageCard>
      )}
    </PermissionGate>
  );
}
