import type { SoulWinnerBoard } from '@congregate/contracts';
import { Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemberAvatar } from '../../../../../components/members/member-avatar.tsx';
import { useSoulWinnersT } from '../i18n/index.ts';
import { rankFlocks, rankSoulWinners } from '../lib/board.ts';

const countKeys = ['invited', 'attended', 'studying', 'baptized'] as const;

function CountHeads() {
  const st = useSoulWinnersT();
  return (
    <>
      {countKeys.map((key) => (
        <Table.Th key={key} ta="right">
          {st(`col.${key}`)}
        </Table.Th>
      ))}
    </>
  );
}

function CountCells({ counts }: { counts: Record<(typeof countKeys)[number], number> }) {
  return (
    <>
      {countKeys.map((key) => (
        <Table.Td key={key} ta="right" fw={key === 'baptized' ? 700 : undefined}>
          {counts[key]}
        </Table.Td>
      ))}
    </>
  );
}

/** A table that scrolls sideways on a phone; focusable, so that a keyboard can scroll it too (WCAG 2.1.1). */
function Scrolling({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      className="mantine-focus-auto"
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Box>
  );
}

/** The board's three parts: members ranked (top inviters first), flock totals, and the locale's total. */
export function BoardTables({ board }: { board: SoulWinnerBoard }) {
  const st = useSoulWinnersT();
  const members = rankSoulWinners(board.members);
  const flocks = rankFlocks(board.flocks);
  return (
    <Stack gap="xl">
      <Stack component="section" gap="xs" aria-labelledby="board-members">
        <Title order={2} size="h3" id="board-members">
          {st('board.members')}
        </Title>
        <Scrolling label={st('board.membersCaption')}>
          <Table striped miw={560}>
            <Table.Caption>{st('board.membersCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{st('col.rank')}</Table.Th>
                <Table.Th>{st('col.member')}</Table.Th>
                <Table.Th>{st('col.flock')}</Table.Th>
                <CountHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((row, index) => (
                <Table.Tr key={row.member.id}>
                  <Table.Td ta="right">{index + 1}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    <Group gap="sm" wrap="nowrap">
                      <MemberAvatar photo={row.member.photo} name={row.member.displayName} size={32} />
                      <Text span inherit>
                        {row.member.displayName}
                      </Text>
                    </Group>
                  </Table.Th>
                  <Table.Td>{row.flock?.name ?? st('noFlock')}</Table.Td>
                  <CountCells counts={row} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Scrolling>
      </Stack>

      <Stack component="section" gap="xs" aria-labelledby="board-flocks">
        <Title order={2} size="h3" id="board-flocks">
          {st('board.flocks')}
        </Title>
        <Scrolling label={st('board.flocksCaption')}>
          <Table striped miw={480}>
            <Table.Caption>{st('board.flocksCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{st('col.flock')}</Table.Th>
                <CountHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {flocks.map((row) => (
                <Table.Tr key={row.flock?.id ?? 'none'}>
                  <Table.Th scope="row" fw={500}>
                    {row.flock?.name ?? st('noFlock')}
                  </Table.Th>
                  <CountCells counts={row} />
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{`${st('board.locale')} · ${board.locale.name}`}</Table.Th>
                <CountCells counts={board.locale} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Scrolling>
      </Stack>
    </Stack>
  );
}
