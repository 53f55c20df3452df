import type { ChurchGroup, GroupMemberRole, MemberListItem } from '@congregate/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { MemberSearchDialog } from '../../../../components/members/member-search-dialog.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconUserPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useAddGroupMember } from '../api/add-group-member.ts';
import { useGroupMembers } from '../api/list-group-members.ts';
import { useRemoveGroupMember } from '../api/remove-group-member.ts';
import { useFlocksAdminT } from '../i18n/index.ts';

/** A group's members, leaders first: add a member or a leader of the locale, take one out. */
export function GroupMembers({ group }: { group: ChurchGroup }) {
  const ft = useFlocksAdminT();
  const refusal = useRefusalMessage();
  const members = useGroupMembers(group.id);
  const add = useAddGroupMember();
  const remove = useRemoveGroupMember();
  const [picking, setPicking] = useState<GroupMemberRole | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [leaving, setLeaving] = useState<{ memberId: string; name: string } | null>(null);

  const confirmRemove = () => {
    if (!leaving) return;
    const { memberId, name } = leaving;
    remove.mutate(
      { groupId: group.id, memberId },
      {
        onSuccess: () => setStatus({ text: ft('members.removed', { name }), error: false }),
        onError: (error) => setStatus({ text: refusal(error), error: true }),
        onSettled: () => setLeaving(null),
      },
    );
  };

  const pick = (member: MemberListItem) => {
    const role = picking ?? 'member';
    setPicking(null);
    add.mutate(
      { groupId: group.id, memberId: member.id, role },
      {
        onSuccess: () => setStatus({ text: ft('members.added', { name: fullName(member) }), error: false }),
        onError: (error) => setStatus({ text: refusal(error), error: true }),
      },
    );
  };

  const rows = members.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setPicking('member')}>
          {ft('members.addMember')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => setPicking('leader')}
        >
          {ft('members.addLeader')}
        </Button>
      </Group>
      {status && (
        <Text size="sm" c={status.error ? 'red' : undefined} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </Text>
      )}
      {members.isPending ? (
        <LoadingBlock />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{ft('members.empty')}</Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group component="li" key={row.memberId} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <MemberAvatar photo={row.photo} name={row.name} size={32} />
                <Text size="sm">{row.name}</Text>
                {row.role === 'leader' && <Badge variant="light">{ft('members.role.leader')}</Badge>}
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={ft('members.removeLabel', { name: row.name })}
                onClick={() => setLeaving({ memberId: row.memberId, name: row.name })}
              >
                {ft('members.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <LoadMoreButton query={members} />
      <MemberSearchDialog
        opened={picking !== null}
        onClose={() => setPicking(null)}
        onPick={pick}
        title={picking === 'leader' ? ft('members.pickLeader') : ft('members.pickMember')}
        filters={{ localeId: group.localeId, endorsed: true }}
      />
      <ConfirmDialog
        opened={leaving !== null}
        title={ft('members.removeTitle', { name: leaving?.name ?? '', group: group.name })}
        confirmLabel={ft('members.remove')}
        onConfirm={confirmRemove}
        onCancel={() => setLeaving(null)}
        loading={remove.isPending}
      >
        <Text>{ft('members.removeBody', { name: leaving?.name ?? '', group: group.name })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
