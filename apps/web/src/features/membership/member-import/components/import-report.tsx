import { MEMBER_IMPORT_LIMITS, type MemberImportError, type MemberImportReport } from '@congregate/contracts';
import { Alert, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconInfoCircle } from '../../../../components/ui/icons.ts';
import { useImportT } from '../i18n/index.ts';
import { columnLabel, issueText } from '../lib/issue-text.ts';

/** Errors shown per page of the table. */
export const ERRORS_PER_PAGE = 20;

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** Report entries (errors or warnings) by row and column, worded in the reader's language, a page at a time. */
function IssueTable({ label, issues }: { label: string; issues: MemberImportError[] }) {
  const mt = useImportT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(issues.length / ERRORS_PER_PAGE));
  const shown = issues.slice((page - 1) * ERRORS_PER_PAGE, page * ERRORS_PER_PAGE);
  return (
    <>
      {/* No horizontal scroll on a phone: the problem column wraps. */}
      <Table striped withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{mt('upload.col.row')}</Table.Th>
            <Table.Th scope="col">{mt('upload.col.column')}</Table.Th>
            <Table.Th scope="col">{mt('upload.col.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((issue, index) => (
            <Table.Tr key={`${issue.row}-${issue.column}-${index}`}>
              <Table.Td>{issue.row}</Table.Td>
              <Table.Td>{columnLabel(mt, issue.column)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{issueText(mt, issue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </>
  );
}

/**
 * A dry run's (or refused import's) report: what importing the file does (rows, new members, updated members,
 * unchanged, with errors), the rows Congregate will number, the warnings, then the errors by row and column.
 */
export function ImportReport({ report, fileName }: { report: MemberImportReport; fileName: string }) {
  const mt = useImportT();
  const invalid = report.rows - report.valid;

  return (
    <Stack gap="md" component="section" aria-labelledby="import-report">
      <Title order={2} size="h4" id="import-report">
        {mt('upload.report', { file: fileName })}
      </Title>
      <SimpleGrid
        component="ul"
        aria-label={mt('upload.summary')}
        cols={{ base: 2, xs: 3, sm: 5 }}
        spacing="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        <Count label={mt('upload.rows')} value={report.rows} />
        <Count label={mt('upload.toCreate')} value={report.toCreate} color="teal" />
        <Count label={mt('upload.toUpdate')} value={report.toUpdate} color="blue" />
        <Count label={mt('upload.unchanged')} value={report.unchanged} />
        <Count label={mt('upload.invalid')} value={invalid} color={invalid > 0 ? 'red' : undefined} />
      </SimpleGrid>
      {report.toNumber > 0 && (
        <Alert color="blue" icon={<IconInfoCircle />}>
          {report.toNumber === 1
            ? mt('upload.toNumberOne')
            : mt('upload.toNumber', { count: report.toNumber })}
        </Alert>
      )}
      {report.warnings.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {mt('upload.warnings')}
          </Title>
          <Text size="sm" c="dimmed">
            {mt('upload.warningsIntro')}
          </Text>
          <IssueTable label={mt('upload.warnings')} issues={report.warnings} />
        </Stack>
      )}
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
          <IssueTable label={mt('upload.errors')} issues={report.errors} />
        </Stack>
      )}
    </Stack>
  );
}
