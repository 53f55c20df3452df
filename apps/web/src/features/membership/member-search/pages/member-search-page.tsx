import { PermissionGate } from '../../../../components/ui/permission-gate.tsx';
import { MemberList } from '../components/member-list.tsx';
import { useMemberSearchT } from '../i18n/index.ts';

/**
 * `admin-members` (and `search-member-modal`, the spec's quick find): the member list across the admin's
 * scope, filters kept in the address, export, a member's detail and actions over the list.
 */
export default function MemberSearchPage() {
  const at = useMemberSearchT();
  return (
    <PermissionGate permission="members.view" title={at('notAllowed.title')} body={at('notAllowed.admin')}>
      {(signedIn) => (
        <MemberList signedIn={signedIn} view={{ title: at('search.title'), intro: at('search.intro') }} />
      )}
    </PermissionGate>
  );
}
