import type { MemberListItem } from '@congregate/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useManageT } from '../i18n/index.ts';

/** One member of the hub's list, with the four things an admin does to them. */
export function MemberRow({ member }: { member: MemberListItem }) {
  const mt = useManageT();
  const name = `${member.firstName} ${member.lastName}`;
  const id = encodeURIComponent(member.id);
  const actions = [
    {
      to: `/group-modal?memberId=${id}`,
      label: mt('manage.assignFlock'),
      aria: mt('manage.assignFlockFor', { name }),
    },
    {
      to: `/membertype-modal?memberId=${id}`,
      label: mt('manage.setType'),
      aria: mt('manage.setTypeFor', { name }),
    },
    {
      to: `/locale-modal2?memberId=${id}`,
      label: mt('manage.transfer'),
      aria: mt('manage.transferFor', { name }),
    },
    { to: `/edit-member2?memberId=${id}`, label: mt('manage.edit'), aria: mt('manage.editFor', { name }) },
  ];
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="xs" c="dimmed">
              {member.customId}
              {member.email ? ` · ${member.email}` : ''}
            </Text>
          </div>
          <Group gap={6}>
            <Badge variant="light">{mt(`type.${member.type}`)}</Badge>
            <Badge variant="light" color={member.flockName ? 'indigo' : 'gray'}>
              {member.flockName ?? mt('manage.noFlock')}
            </Badge>
            {!member.endorsed && (
              <Badge variant="light" color="orange">
                {mt('manage.pending')}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="md" role="group" aria-label={mt('manage.actionsFor', { name })}>
          {actions.map((action) => (
            <Anchor key={action.to} component={Link} to={action.to} size="sm" aria-label={action.aria}>
              {action.label}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
