import type { ChurchGroup } from '@congregate/contracts';
import { Badge, Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { IconUsersGroup } from '../../../../components/ui/icons.ts';
import { useChurchGroups } from '../../../../lib/groups/api/list-church-groups.ts';
import { useRemoveGroup } from '../api/remove-group.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { useFlocksAdminT } from '../i18n/index.ts';
import { ArchivableList } from './archivable-list.tsx';
import { GroupForm } from './group-form.tsx';
import { GroupMembers } from './group-members.tsx';

/** A locale's other groups: search, create, edit, members, archive or restore, delete. */
export function GroupsTab({
  localeId,
  onOutcome,
}: {
  localeId: string;
  onOutcome: (message: string) => void;
}) {
  const ft = useFlocksAdminT();
  const update = useUpdateGroup();
  const remove = useRemoveGroup();
  const [membersOf, setMembersOf] = useState<ChurchGroup | null>(null);

  return (
    <ArchivableList<ChurchGroup>
      localeId={localeId}
      useList={useChurchGroups}
      setArchived={(group, archived) => update.mutateAsync({ groupId: group.id, body: { archived } })}
      remove={remove}
      onOutcome={onOutcome}
      texts={{
        search: ft('groups.search'),
        showArchived: ft('groups.showArchived'),
        new: ft('groups.new'),
        empty: ft('groups.empty'),
        noMatch: (q) => ft('groups.noMatch', { q }),
        newTitle: ft('groupForm.newTitle'),
        editTitle: (name) => ft('groupForm.editTitle', { name }),
        deleteBody: ft('delete.groupBody'),
      }}
      badge={(group) => <Badge variant="light">{ft(`type.${group.type}`)}</Badge>}
      details={(group) => (
        <>
          {group.description && <Text size="sm">{group.description}</Text>}
          <Text size="sm">
            {ft(`policy.${group.joinPolicy}`)} · {ft('groups.members', { count: group.memberCount })}
          </Text>
          <Text size="sm" c={group.leaders.length === 0 ? 'dimmed' : undefined}>
            {group.leaders.length === 0
              ? ft('groups.noLeaders')
              : ft('groups.leaders', { names: group.leaders.map((l) => l.name).join(', ') })}
          </Text>
        </>
      )}
      actions={(group) => (
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconUsersGroup size={14} />}
          onClick={() => setMembersOf(group)}
          aria-label={ft('actions.membersLabel', { name: group.name })}
        >
          {ft('actions.members')}
        </Button>
      )}
      form={(group, done) => (
        <GroupForm localeId={localeId} group={group} onCancel={() => done(null)} onDone={done} />
      )}
    >
      <Modal
        opened={membersOf !== null}
        onClose={() => setMembersOf(null)}
        size="lg"
        title={ft('members.title', { name: membersOf?.name ?? '' })}
      >
        {membersOf && <GroupMembers group={membersOf} />}
      </Modal>
    </ArchivableList>
  );
}
