import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { IconUserEdit } from '../../../../components/ui/icons.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useProfileT } from '../i18n/index.ts';

/** On an admin's view of someone else's record: whose record it is, and the way back to it. */
export function OtherMemberNote({ target }: { target: MemberTarget }) {
  const pt = useProfileT();
  if (target.isSelf) return null;
  const { member } = target.profile;
  return (
    <Alert color="blue" icon={<IconUserEdit />}>
      {pt('editMember2.editing', { name: `${member.firstName} ${member.lastName}`.trim() })}{' '}
      <Anchor component={Link} to={`/edit-member2?memberId=${encodeURIComponent(member.id)}`}>
        {pt('editMember2.backToRecord')}
      </Anchor>
    </Alert>
  );
}
