import type { ReportPeriod, ReportPeriodTotals } from '@congregate/contracts';
import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAttendancePartsT } from '../../../../components/attendance/i18n/index.ts';
import { periodLabel } from '../../../../lib/attendance/period-label.ts';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import classes from './period-table.module.css';

export interface PeriodRow {
  key: string;
  name: ReactNode;
  values: readonly number[];
  /** Shown in the last column when the table has one. */
  total?: number;
}

/**
 * A report's numbers: a line per row (a measure, a service, a locale, a member…), a column per period,
 * the total last. It scrolls sideways on a phone; the first column stays the row's name.
 */
export function PeriodTable({
  caption,
  firstHeader,
  periods,
  period,
  rows,
  footer,
  withTotal = true,
}: {
  caption: string;
  firstHeader: string;
  periods: readonly ReportPeriodTotals[];
  period: ReportPeriod;
  rows: readonly PeriodRow[];
  footer?: PeriodRow;
  withTotal?: boolean;
}) {
  const pt = useAttendancePartsT();
  const { language } = useI18n();
  const line = (row: PeriodRow, Cell: typeof Table.Td | typeof Table.Th = Table.Td) => (
    <Table.Tr key={row.key}>
      <Table.Th scope="row">{row.name}</Table.Th>
      {row.values.map((value, i) => (
        <Cell key={periods[i]?.start ?? i} ta="right">
          {value}
        </Cell>
      ))}
      {withTotal && (
        <Cell ta="right" fw={700}>
          {row.total ?? row.values.reduce((n, v) => n + v, 0)}
        </Cell>
      )}
    </Table.Tr>
  );
  return (
    // Scrolls sideways on a phone; focusable, so that a keyboard can scroll it too (WCAG 2.1.1).
    <Box className={`mantine-focus-auto ${classes.scroll}`} tabIndex={0} role="region" aria-label={caption}>
      <Table
        striped
        withTableBorder
        withColumnBorders
        captionSide="top"
        fz="sm"
        miw={160 + periods.length * 64}
      >
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{firstHeader}</Table.Th>
            {periods.map((p) => (
              <Table.Th key={p.start} scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                <abbr title={`${formatDay(p.start, language)} – ${formatDay(p.end, language)}`}>
                  {periodLabel(p.start, period, language)}
                </abbr>
              </Table.Th>
            ))}
            {withTotal && (
              <Table.Th scope="col" ta="right">
                {pt('table.total')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map((row) => line(row))}</Table.Tbody>
        {footer && <Table.Tfoot>{line(footer, Table.Th)}</Table.Tfoot>}
      </Table>
    </Box>
  );
}
