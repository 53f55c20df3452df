import { csvText, type Pep } from '@congregate/contracts';

/** The export's columns, in order: the header (in the person's language) is given by the caller. */
export const pepCsvColumns = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'stage',
  'soulWinner',
  'flock',
  'batch',
  'source',
  'lastContact',
  'overdue',
  'createdAt',
] as const;
export type PepCsvColumn = (typeof pepCsvColumns)[number];

const cell: Record<PepCsvColumn, (pep: Pep) => string | number | null> = {
  firstName: (p) => p.firstName,
  lastName: (p) => p.lastName,
  mobile: (p) => p.mobile,
  email: (p) => p.email,
  stage: (p) => p.stage,
  soulWinner: (p) => p.soulWinner?.displayName ?? null,
  flock: (p) => p.flock?.name ?? null,
  batch: (p) => p.batchName,
  source: (p) => p.source,
  lastContact: (p) => p.lastContactAt,
  overdue: (p) => p.overdueFollowUps,
  createdAt: (p) => p.createdAt,
};

/**
 * The PEPs as a CSV file's text (the contracts' `csvText`: every cell quoted, formulas written as text, a
 * UTF-8 byte-order mark, CRLF lines). `header` names each column; `stageName` words a stage.
 */
export function pepsCsv(
  peps: readonly Pep[],
  header: (column: PepCsvColumn) => string,
  stageName: (stage: Pep['stage']) => string,
): string {
  return csvText(
    pepCsvColumns.map(header),
    peps.map((pep) =>
      pepCsvColumns.map((column) => (column === 'stage' ? stageName(pep.stage) : cell[column](pep))),
    ),
  );
}

export const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });
