import { Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDashboardT } from '../i18n/index.ts';

export interface GroupCount {
  key: string;
  label: string;
  members: number;
}

/** Endorsed members per group (cluster or flock): a table whose bars compare the groups at a glance. */
export function MembersByGroup({
  id,
  title,
  groupLabel,
  rows,
}: {
  id: string;
  title: string;
  groupLabel: string;
  rows: readonly GroupCount[];
}) {
  const at = useDashboardT();
  const most = Math.max(1, ...rows.map((row) => row.members));
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{at('dashboard.noMembers')}</Text>
      ) : (
        <Table verticalSpacing={6} aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{groupLabel}</Table.Th>
              <Table.Th ta="right" w={90}>
                {at('dashboard.members')}
              </Table.Th>
              <Table.Th w="40%" visibleFrom="xs">
                <VisuallyHidden>{at('dashboard.share')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{row.members}</Table.Td>
                <Table.Td visibleFrom="xs">
                  <Progress value={(row.members / most) * 100} aria-hidden size="lg" radius="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
