import { MEMBER_IMPORT_LIMITS, type MemberImportReport } from '@congregate/contracts';
import { Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useImportT } from '../i18n/index.ts';

/** Errors shown per page of the table. */
export const ERRORS_PER_PAGE = 20;

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** A dry run's (or refused import's) report: counts, then the errors by row and column, a page at a time. */
export function ImportReport({ report, fileName }: { report: MemberImportReport; fileName: string }) {
  const mt = useImportT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(report.errors.length / ERRORS_PER_PAGE));
  const shown = report.errors.slice((page - 1) * ERRORS_PER_PAGE, page * ERRORS_PER_PAGE);
  const invalid = report.rows - report.valid;

  return (
    <Stack gap="md" component="section" aria-labelledby="import-report">
      <Title order={2} size="h4" id="import-report">
        {mt('upload.report', { file: fileName })}
      </Title>
      <SimpleGrid cols={3} spacing="xs">
        <Count label={mt('upload.rows')} value={report.rows} />
        <Count label={mt('upload.valid')} value={report.valid} color="teal" />
        <Count label={mt('upload.invalid')} value={invalid} color={invalid > 0 ? 'red' : undefined} />
      </SimpleGrid>
      {report.errors.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {mt('upload.errors')}
          </Title>
          <Text size="sm" c="dimmed">
            {mt('upload.errorsIntro')}
            {report.errors.length >= MEMBER_IMPORT_LIMITS.maxErrors &&
              ` ${mt('upload.errorsCapped', { count: report.errors.length })}`}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder aria-label={mt('upload.errors')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{mt('upload.col.row')}</Table.Th>
                  <Table.Th scope="col">{mt('upload.col.column')}</Table.Th>
                  <Table.Th scope="col">{mt('upload.col.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((error, index) => (
                  <Table.Tr key={`${error.row}-${error.column}-${index}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.column || mt('upload.wholeRow')}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
