import type { EventSummary } from '@congregate/contracts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useRsvpsT } from '../i18n/index.ts';

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** An event's counts: RSVPs, people, by status, arrived, first-timers, seats left. */
export function SummaryFigures({ summary }: { summary: EventSummary }) {
  const rt = useRsvpsT();
  const { counts } = summary;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure label={rt('counts.rsvps')} value={counts.rsvps} />
      <Figure label={rt('counts.people')} value={counts.people} />
      <Figure label={rt('status.confirmed')} value={counts.confirmed} />
      <Figure label={rt('status.registered')} value={counts.registered} />
      <Figure label={rt('status.waitlisted')} value={counts.waitlisted} />
      <Figure
        label={rt('counts.arrived')}
        value={rt('counts.arrivedValue', { rsvps: counts.arrived, people: counts.arrivedPeople })}
      />
      <Figure label={rt('counts.firstTimers')} value={counts.firstTimers} />
      <Figure label={rt('counts.seatsLeft')} value={summary.seatsLeft ?? rt('counts.noLimit')} />
    </SimpleGrid>
  );
}

/** RSVPs and arrivals by soul winner (top first) and by flock. */
export function SummaryTables({ summary }: { summary: EventSummary }) {
  const rt = useRsvpsT();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={2} size="h4" id="by-soul-winner">
          {rt('bySoulWinner.title')}
        </Title>
        {summary.soulWinners.length === 0 ? (
          <Text c="dimmed" size="sm">
            {rt('bySoulWinner.empty')}
          </Text>
        ) : (
          <Table aria-labelledby="by-soul-winner" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{rt('bySoulWinner.name')}</Table.Th>
                <Table.Th>{rt('byFlock.name')}</Table.Th>
                <Table.Th ta="right">{rt('counts.rsvps')}</Table.Th>
                <Table.Th ta="right">{rt('counts.arrivedShort')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.soulWinners.map((row) => (
                <Table.Tr key={row.memberId}>
                  <Table.Td>{row.displayName}</Table.Td>
                  <Table.Td>{row.flockName ?? rt('byFlock.none')}</Table.Td>
                  <Table.Td ta="right">{row.rsvps}</Table.Td>
                  <Table.Td ta="right">{row.arrived}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4" id="by-flock">
          {rt('byFlock.title')}
        </Title>
        {summary.flocks.length === 0 ? (
          <Text c="dimmed" size="sm">
            {rt('bySoulWinner.empty')}
          </Text>
        ) : (
          <Table aria-labelledby="by-flock" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{rt('byFlock.name')}</Table.Th>
                <Table.Th ta="right">{rt('counts.rsvps')}</Table.Th>
                <Table.Th ta="right">{rt('counts.arrivedShort')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.flocks.map((row) => (
                <Table.Tr key={row.flockId ?? 'none'}>
                  <Table.Td>{row.flockName ?? rt('byFlock.none')}</Table.Td>
                  <Table.Td ta="right">{row.rsvps}</Table.Td>
                  <Table.Td ta="right">{row.arrived}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </SimpleGrid>
  );
}
