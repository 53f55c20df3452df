import type { MemberImportReport } from '@congregate/contracts';
import { Alert, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { useImportT } from '../i18n/index.ts';

/** What a real import did: created, updated, skipped; and the member numbers given to new rows without one. */
export function ImportResult({ report }: { report: MemberImportReport }) {
  const mt = useImportT();
  return (
    <Stack gap="md">
      <Alert role="status" color="teal" icon={<IconCircleCheck />} title={mt('upload.result')}>
        <SimpleGrid cols={3} spacing="xs">
          {(
            [
              ['upload.created', report.created],
              ['upload.updated', report.updated],
              ['upload.skipped', report.skipped],
            ] as const
          ).map(([label, value]) => (
            <Stack gap={0} key={label}>
              <Text size="xs" c="dimmed">
                {mt(label)}
              </Text>
              <Text size="lg" fw={700}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Alert>
      {report.numbered.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="import-numbered">
          <Title order={2} size="h5" id="import-numbered">
            {mt('upload.numbered')}
          </Title>
          <Text size="sm" c="dimmed">
            {mt('upload.numberedIntro')}
          </Text>
          <Table striped withTableBorder aria-label={mt('upload.numbered')} maw={360}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{mt('upload.col.row')}</Table.Th>
                <Table.Th scope="col">{mt('upload.col.customId')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.numbered.map(({ row, customId }) => (
                <Table.Tr key={row}>
                  <Table.Td>{row}</Table.Td>
                  <Table.Td>{customId}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
