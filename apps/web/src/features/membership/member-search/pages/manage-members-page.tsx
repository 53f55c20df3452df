import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PermissionGate, type SignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { MemberList } from '../components/member-list.tsx';
import { useMemberSearchT } from '../i18n/index.ts';

function LocaleList({ admin }: { admin: SignedInAccess }) {
  const at = useMemberSearchT();
  const locales = useLocales();
  if (locales.isPending) return <LoadingBlock />;
  const scope = scopeLocales(admin.access, locales.data ?? []);
  const own = admin.profile.member.currentLocale;
  // The admin's own locale when they look after it, else the first they do (the server refuses the rest).
  const start = scope.some((locale) => locale.id === own) ? own : (scope[0]?.id ?? null);
  return (
    <MemberList
      signedIn={admin}
      view={{
        title: at('manage.title'),
        intro: at('manage.intro'),
        startLocaleId: start,
        links: (
          <>
            <Anchor component={Link} to="/manage-members-upload">
              {at('manage.upload')}
            </Anchor>
            <Anchor component={Link} to="/endorsement">
              {at('manage.endorsement')}
            </Anchor>
          </>
        ),
      }}
    />
  );
}

/**
 * `manage-members`: the same member list as `admin-members`, opened on the admin's own locale, with the
 * import and the endorsements at hand.
 */
export default function ManageMembersPage() {
  const at = useMemberSearchT();
  return (
    <PermissionGate permission="members.manage" title={at('notAllowed.title')} body={at('manage.notAllowed')}>
      {(admin) => <LocaleList admin={admin} />}
    </PermissionGate>
  );
}
