import type { Household, HouseholdMember } from '@congregate/contracts';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useHouseholdsT } from '../i18n/index.ts';
import { useHouseholdRefusal } from './household-refusal.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { householdCalls } from '@congregate/contracts';
import { householdKeys } from '../../../../lib/query-keys.ts';

/** The household's members: photo, name, locale; I may leave, the head (or an admin) may remove others. */
export function MembersSection({ household, myMemberId }: { household: Household; myMemberId: string }) {
  const ht = useHouseholdsT();
  const refusal = useHouseholdRefusal();
  const remove = useCallMutation(householdCalls.removeMember, { invalidates: [householdKeys.all] });
  const [leaving, setLeaving] = useState<HouseholdMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isMe = leaving?.memberId === myMemberId;
  const name = (member: HouseholdMember) => `${member.firstName} ${member.lastName}`;

  const confirm = () => {
    if (!leaving) return;
    setError(null);
    remove.mutate(
      { params: { id: household.id, memberId: leaving.memberId } },
      {
        onSuccess: () => setLeaving(null),
        onError: (failure) => {
          setLeaving(null);
          setError(refusal(failure));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {ht('household.members')}
      </Title>
      {error && (
        <Alert role="alert" color="red">
          {error}
        </Alert>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {household.members.map((member) => (
          <Group key={member.memberId} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <MemberAvatar photo={member.photo} name={name(member)} />
              <div>
                <Group gap={6}>
                  <Text fw={500}>{name(member)}</Text>
                  {member.isHead && (
                    <Badge size="sm" variant="light">
                      {ht('household.head')}
                    </Badge>
                  )}
                  {member.memberId === myMemberId && (
                    <Badge size="sm" variant="outline" color="gray">
                      {ht('household.you')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {member.localeName}
                </Text>
              </div>
            </Group>
            {member.memberId === myMemberId ? (
              <Button size="xs" variant="default" color="red" onClick={() => setLeaving(member)}>
                {ht('household.leave')}
              </Button>
            ) : (
              household.canEdit && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setLeaving(member)}
                  aria-label={`${ht('household.remove')} ${name(member)}`}
                >
                  {ht('household.remove')}
                </Button>
              )
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={leaving !== null}
        title={
          isMe
            ? ht('household.leaveTitle')
            : ht('household.removeTitle', { name: leaving ? name(leaving) : '' })
        }
        confirmLabel={isMe ? ht('household.leaveConfirm') : ht('household.remove')}
        onConfirm={confirm}
        onCancel={() => setLeaving(null)}
        loading={remove.isPending}
      >
        {isMe ? ht('household.leaveBody') : ht('household.removeBody')}
      </ConfirmDialog>
    </Stack>
  );
}
