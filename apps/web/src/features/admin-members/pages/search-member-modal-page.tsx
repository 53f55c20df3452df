import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageCard } from '../../../components/ui/page-card.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { IconSearch } from '../components/icons.ts';
import { MemberSearchDialog } from '../components/member-search-dialog.tsx';
import { useAdminT } from '../i18n/index.ts';

function SearchMember() {
  const at = useAdminT();
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
export default function SearchMemberModalPage() {
  return <AdminGate>{() => <SearchMember />}</AdminGate>;
}
