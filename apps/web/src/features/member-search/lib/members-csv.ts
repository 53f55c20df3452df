import type { MemberListItem } from '@congregate/contracts';

/**
 * Columns of the export. The first ten are the member-import template's, so an exported file can be
 * corrected and imported again; the rest are read-only facts.
 */
const columns: readonly [string, (member: MemberListItem) => string | null][] = [
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

// A phone number or a plain number: starts with + or - but cannot run as a spreadsheet formula.
const plainNumber = /^[+-]?[\d\s().-]+$/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell that
 * a spreadsheet would run as a formula (a name typed as `=HYPERLINK(…)`) is prefixed with `'`.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  let text = value;
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !plainNumber.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The members as a CSV file's text: a UTF-8 byte-order mark (so Excel reads accents), a header, CRLF lines. */
export function membersCsv(members: readonly MemberListItem[]): string {
  const lines = [columns.map(([name]) => name).join(',')];
  for (const member of members) lines.push(columns.map(([, read]) => csvCell(read(member))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The CSV text as a file to download (UTF-8, as the byte-order mark says). */
export const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });
