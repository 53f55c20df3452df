import type { MemberListItem } from '@congregate/contracts';
import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useMemberSearchT } from '../i18n/index.ts';

function EndorsedBadge({ endorsed }: { endorsed: boolean }) {
  const at = useMemberSearchT();
  return (
    <Badge variant="light" color={endorsed ? 'teal' : 'yellow'} style={{ flexShrink: 0 }}>
      {endorsed ? at('status.endorsed') : at('status.notEndorsed')}
    </Badge>
  );
}

/**
 * Members found: a table on wide screens, cards on phones. Each opens the member (`hrefOf`); without
 * `hrefOf` the rows are read-only (a member's view of the directory).
 */
export function MemberResults({
  members,
  hrefOf,
  showEndorsed = true,
}: {
  members: readonly MemberListItem[];
  /** Where a member opens; null: not for this caller (a leader opens only the members of their flocks). */
  hrefOf?: (member: MemberListItem) => string | null;
  showEndorsed?: boolean;
}) {
  const at = useMemberSearchT();
  const wide = useMediaQuery('(min-width: 62em)');

  if (wide) {
    return (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{at('results.name')}</Table.Th>
              <Table.Th>{at('results.memberId')}</Table.Th>
              <Table.Th>{at('results.locale')}</Table.Th>
              <Table.Th>{at('results.flock')}</Table.Th>
              <Table.Th>{at('results.type')}</Table.Th>
              {showEndorsed && <Table.Th>{at('results.status')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <MemberAvatar photo={member.photo} name={fullName(member)} size={32} />
                    {hrefOf?.(member) ? (
                      <Anchor component={Link} to={hrefOf(member)!} fw={600}>
                        {fullName(member)}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{fullName(member)}</Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{member.customId}</Table.Td>
                <Table.Td>{member.localeName}</Table.Td>
                <Table.Td>{member.flockName ?? at('results.noFlock')}</Table.Td>
                <Table.Td>{at(`type.${member.type}`)}</Table.Td>
                {showEndorsed && (
                  <Table.Td>
                    <EndorsedBadge endorsed={member.endorsed} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {members.map((member) => {
        const body = (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <MemberAvatar photo={member.photo} name={fullName(member)} size={48} />
            <Box miw={0} style={{ flex: 1 }}>
              <Text fw={600} truncate>
                {fullName(member)}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {member.customId} · {member.localeName}
              </Text>
              <Text size="sm" truncate>
                {member.flockName ?? at('results.noFlock')} · {at(`type.${member.type}`)}
              </Text>
            </Box>
            {showEndorsed && <EndorsedBadge endorsed={member.endorsed} />}
          </Group>
        );
        return (
          <Paper key={member.id} component="li" withBorder radius="md" p={0}>
            {hrefOf?.(member) ? (
              <UnstyledButton component={Link} to={hrefOf(member)!} p="sm" w="100%" display="block">
                {body}
              </UnstyledButton>
            ) : (
              <Box p="sm">{body}</Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
