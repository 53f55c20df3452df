import { csvText, MEMBER_COLUMN_HEADERS, type MemberListItem } from '@congregate/contracts';

type Column = keyof typeof MEMBER_COLUMN_HEADERS;

/**
 * Columns of the export. The first ten are the member-import template's, so an exported file can be
 * corrected and imported again; the rest are read-only facts (which the import skips). The header line says
 * them in words people use (`MEMBER_COLUMN_HEADERS`: "Member ID", "First name"…), which the import reads too.
 */
const columns: readonly [Column, (member: MemberListItem) => string | null][] = [
  ['customId', (m) => m.customId],
  ['firstName', (m) => m.firstName],
  ['lastName', (m) => m.lastName],
  ['email', (m) => m.email],
  ['mobile', (m) => m.mobile],
  ['birthDate', (m) => m.birthDate],
  ['gender', (m) => m.gender],
  ['locale', (m) => m.localeName],
  ['flock', (m) => m.flockName],
  ['type', (m) => m.type],
  ['cluster', (m) => m.cluster],
  ['endorsed', (m) => (m.endorsed ? 'yes' : 'no')],
  ['hasAccount', (m) => (m.hasAccount ? 'yes' : 'no')],
  ['registeredAt', (m) => m.createdAt],
];

/**
 * The members as a CSV file's text (`csvText` of the contracts, shared by every export: every cell quoted, a
 * cell that a spreadsheet would run as a formula written as text, a UTF-8 byte-order mark, CRLF lines).
 */
export function membersCsv(members: readonly MemberListItem[]): string {
  return csvText(
    columns.map(([name]) => MEMBER_COLUMN_HEADERS[name]),
    members.map((member) => columns.map(([, read]) => read(member))),
  );
}

/** The CSV text as a file to download (UTF-8, as the byte-order mark says). */
export const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });
