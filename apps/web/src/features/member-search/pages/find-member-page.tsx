import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MemberSearchDialog } from '../../../components/members/member-search-dialog.tsx';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../components/ui/permission-gate.tsx';
import { IconSearch } from '../components/icons.ts';
import { useMemberSearchT } from '../i18n/index.ts';

function SearchMember() {
  const at = useMemberSearchT();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(true);
  return (
    <PageCard title={at('dialog.title')} intro={at('dialog.pageIntro')}>
      <Group gap="sm">
        <Button leftSection={<IconSearch size={18} />} onClick={() => setOpened(true)}>
          {at('dialog.open')}
        </Button>
        <Button component={Link} to="/admin-members" variant="default">
          {at('links.findMembers')}
        </Button>
      </Group>
      <MemberSearchDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onPick={(member) => void navigate(`/admin-members?member=${encodeURIComponent(member.id)}`)}
      />
    </PageCard>
  );
}

/** `search-member-modal`: the member search dialog on its own page; picking a member opens their detail. */
export default function FindMemberPage() {
  const at = useMemberSearchT();
  return (
    <PermissionGate permission="members.view" title={at('notAllowed.title')} body={at('notAllowed.admin')}>
      {() => <SearchMember />}
    </PermissionGate>
  );
}
