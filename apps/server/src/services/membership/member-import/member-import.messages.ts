import {
  MEMBER_COLUMN_HEADERS,
  MEMBER_IMPORT_LIMITS,
  type MemberImportError,
  type MemberImportIssueCode,
} from '@congregate/contracts';

/**
 * The import report's problems in plain English: a code, the value as written and what else the sentence names.
 * The web words the same codes in the reader's language; these are the API's own words (and the fallback).
 */

export type IssueParams = MemberImportError['params'];

/** A problem found in a file, before it is worded. */
export interface Issue {
  code: MemberImportIssueCode;
  /** The cell or header as written (trimmed). */
  value: string;
  params?: IssueParams;
}

/** A column in the words people use (`Birth date`), or an unknown header as written. */
export const columnWords = (column: string) =>
  (MEMBER_COLUMN_HEADERS as Record<string, string>)[column] ?? column;

const quoted = (value: string) => `“${value}”`;

const sentences: Record<MemberImportIssueCode, (value: string, p: IssueParams) => string> = {
  file_empty: (_, p) => `The file is empty: its first row must name the columns (${p.columns})`,
  file_unreadable: (_, p) =>
    `A quoted value on row ${p.row} is not closed properly, so the rows after it cannot be read`,
  unknown_column: (v, p) => `${quoted(v)} is not a column we know; the columns are ${p.columns}`,
  repeated_column: (v) => `The column ${quoted(v)} appears more than once`,
  missing_column: (_, p) => `The file has no ${quoted(String(p.column))} column`,
  required: () => 'This cell is empty, and every row needs it',
  too_long: (v, p) => `${quoted(v)} is too long: at most ${p.max} characters`,
  not_a_member_number: (v) =>
    `${quoted(v)} is not a member number: use letters and digits, with - _ . or / inside`,
  not_an_email: (v) => `${quoted(v)} is not an e-mail address`,
  not_a_mobile: (v) =>
    `${quoted(v)} is not a mobile number: write it with its country code, like +639171234567`,
  unknown_calling_code: (v) => `${quoted(v)} does not start with the calling code of a country`,
  not_a_date: (v) => `${quoted(v)} is not a date: write it as YYYY-MM-DD, like 1990-05-14`,
  year_out_of_range: (v, p) =>
    `${quoted(v)} is not a birth date: the year must be between ${p.min} and ${p.max}`,
  date_in_future: (v) => `${quoted(v)} is in the future`,
  not_a_gender: (v, p) => `${quoted(v)} is not a gender: write one of ${p.allowed}`,
  not_a_member_type: (v, p) => `${quoted(v)} is not a member type: write one of ${p.allowed}`,
  repeated_member_number: (v, p) => `${quoted(v)} is already the member number on row ${p.firstRow}`,
  repeated_email: (v, p) => `${quoted(v)} is already the e-mail on row ${p.firstRow}`,
  not_your_locale: (v, p) =>
    `${quoted(v)} is not a locale of yours${p.suggestion ? `. Did you mean ${quoted(String(p.suggestion))}?` : ''}`,
  unknown_flock: (v, p) => `${quoted(v)} is not a flock of ${p.locale}`,
  member_not_yours: (v) => `${quoted(v)} is the member number of someone outside your locales`,
  member_of_other_locale: (_, p) =>
    `This member belongs to ${p.locale}: move them with a transfer, not an import`,
  email_of_account: () =>
    'This member has an account: change their e-mail with the e-mail change, not an import',
  email_taken: (v) => `${quoted(v)} is already used by another member or account`,
  generated_member_number: (v) =>
    `${quoted(v)} looks like a number Congregate gives: leave the cell empty and Congregate gives the next one`,
  possible_duplicate: (_, p) =>
    `${p.name} (${p.customId}) has the same name and birth date in this locale: without their member number this row adds another member`,
  repeated_person: (_, p) => `Same name and birth date as row ${p.firstRow}: both rows add a member`,
};

/** At most 100 characters of a value, so that one odd cell cannot swell the report. */
export const shown = (value: string) => {
  const max = MEMBER_IMPORT_LIMITS.valueShownMax;
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};

/** The report's entry for a problem at a row and column. */
export function reportEntry(row: number, column: string, issue: Issue): MemberImportError {
  const value = shown(issue.value);
  const params = issue.params ?? {};
  return { row, column, message: sentences[issue.code](value, params), code: issue.code, value, params };
}
