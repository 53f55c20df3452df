import { csvText, type CheckInMethod, type CheckInRow } from '@congregate/contracts';

/** The export's words, in the person's language (header and the method and yes/no cells). */
export interface CheckInsCsvWords {
  header: readonly [
    memberId: string,
    name: string,
    method: string,
    checkedInAt: string,
    recordedBy: string,
    firstTime: string,
    faceScore: string,
  ];
  method: (method: CheckInMethod) => string;
  yes: string;
  no: string;
}

/**
 * A gathering's check-ins as a CSV file's text (`csvText` of the contracts, shared by every export: every
 * cell quoted, a cell a spreadsheet would run as a formula written as text, a UTF-8 byte-order mark, CRLF).
 * Times are ISO (UTC), which every spreadsheet reads; a face check-in's score with three decimals (empty for the
 * other methods), to sort the doubtful ones out.
 */
export function checkInsCsv(rows: readonly CheckInRow[], words: CheckInsCsvWords): string {
  return csvText(
    words.header,
    rows.map((row) => [
      row.member.customId,
      row.member.displayName,
      words.method(row.method),
      row.checkedInAt,
      row.recordedBy?.name ?? '',
      row.firstTime ? words.yes : words.no,
      row.faceScore === null ? '' : row.faceScore.toFixed(3),
    ]),
  );
}

/** A file name for a gathering's export: `attendance-2026-03-01-sunday-worship.csv`. */
export function checkInsFileName(title: string, startsAt: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `attendance-${startsAt.slice(0, 10)}${slug ? `-${slug}` : ''}.csv`;
}
