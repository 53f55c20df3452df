import { z } from 'zod';
import { emailSchema, genders, memberTypes, mobileSchema, personNameSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { pastDateSchema } from './profile-sections.ts';

/**
 * Columns of a member import file (`POST admin/members/import`), in the template's order. A header names a
 * column by its words (`MEMBER_COLUMN_HEADERS`: `Member ID`), by this field name (`customId`) or by an alias
 * (`MEMBER_IMPORT_HEADER_ALIASES`), ignoring case, spaces, `_`, `-` and `.` (`importHeaderKey`), in any order.
 */
export const MEMBER_IMPORT_COLUMNS = [
  'customId',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'birthDate',
  'gender',
  'locale',
  'flock',
  'type',
] as const;
export type MemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];

/**
 * Read-only columns the member search's CSV export adds after the import columns; an import skips them,
 * so an exported file can be corrected and imported again as it is.
 */
export const MEMBER_EXPORT_ONLY_COLUMNS = ['cluster', 'endorsed', 'hasAccount', 'registeredAt'] as const;
export type MemberExportOnlyColumn = (typeof MEMBER_EXPORT_ONLY_COLUMNS)[number];

/**
 * The words people use for the columns: the header line of the import template and of the member search's CSV
 * export (in English, whatever the reader's language: a file passes between people of both languages).
 */
export const MEMBER_COLUMN_HEADERS = {
  customId: 'Member ID',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  mobile: 'Mobile',
  birthDate: 'Birth date',
  gender: 'Gender',
  locale: 'Locale',
  flock: 'Flock',
  type: 'Member type',
  cluster: 'Cluster',
  endorsed: 'Endorsed',
  hasAccount: 'Has account',
  registeredAt: 'Registered',
} as const satisfies Record<MemberImportColumn | MemberExportOnlyColumn, string>;

/** Other headers an import reads as a column, besides its words and its field name. */
export const MEMBER_IMPORT_HEADER_ALIASES: Partial<
  Record<MemberImportColumn | MemberExportOnlyColumn, readonly string[]>
> = {
  customId: ['Member number', 'Member no.'],
  email: ['Email address', 'E-mail address'],
  mobile: ['Mobile number', 'Cell phone'],
  birthDate: ['Birthday', 'Date of birth'],
};

/** A header as an import compares it: lower case, without spaces, `_`, `-` or `.` (`First Name` = `firstName`). */
export const importHeaderKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]/g, '');

/**
 * Columns every import file must have (and every row must fill). `customId` is not one: a new member without a
 * number gets the next of Congregate's own (`M0000123`), as a registration does.
 */
export const MEMBER_IMPORT_REQUIRED_COLUMNS = ['firstName', 'lastName', 'locale'] as const;

export const MEMBER_IMPORT_LIMITS = {
  /** Data rows in one file (the header not counted). */
  maxRows: 100_000,
  /** Size of the uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** Errors listed in a report; `rows` and `valid` still count every row. */
  maxErrors: 1_000,
  customIdMax: 32,
  /** A locale or flock name (or a locale id) in a cell. */
  placeMax: 120,
  /** Characters of a cell a report entry repeats (`value`). */
  valueShownMax: 100,
} as const;

/**
 * Member numbers Congregate gives itself (`M` and 7 digits, from a sequence): an import may use one only
 * to update the member who has it, never to create a member (the sequence would hand it out again).
 */
export const GENERATED_CUSTOM_ID = /^M\d{7}$/;

/** A member number as an import file gives it: letters and digits, with `-`, `_`, `.` or `/` inside. */
export const importCustomIdSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(MEMBER_IMPORT_LIMITS.customIdMax)
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9._/-]*[A-Za-z0-9])?$/, 'Use letters and digits, with - _ . or / inside');

/** A blank cell of an optional column means "none" (null); enumerations ignore case. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((cell) => (typeof cell === 'string' && cell.trim() === '' ? null : cell), schema.nullable());
const lowerCase = (cell: unknown) => (typeof cell === 'string' ? cell.trim().toLowerCase() : cell);

/**
 * One data row's cells (strings, as read from the file) checked with the same field rules as the
 * registration and personal-data forms. Locale, flock and uniqueness are checked by the server against
 * the database; a blank `type` means `member` for a new member and "unchanged" for an existing one.
 */
export const memberImportRowSchema = z.object({
  // Blank: a new member, numbered by Congregate's sequence.
  customId: blankIsNull(importCustomIdSchema),
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: blankIsNull(emailSchema),
  // Spreadsheets often space or punctuate numbers (`+63 917 123-4567`): those marks are dropped first.
  mobile: blankIsNull(
    z
      .string()
      .transform((value) => value.replace(/[\s().-]/g, ''))
      .pipe(mobileSchema),
  ),
  birthDate: blankIsNull(z.string().trim().pipe(pastDateSchema)),
  gender: blankIsNull(
    z.preprocess(lowerCase, z.enum(genders, { error: `Use one of: ${genders.join(', ')}` })),
  ),
  locale: z.string().trim().min(1, 'Required').max(MEMBER_IMPORT_LIMITS.placeMax),
  flock: blankIsNull(z.string().trim().max(Math.max(LIMITS.nameMax, MEMBER_IMPORT_LIMITS.placeMax))),
  type: blankIsNull(
    z.preprocess(lowerCase, z.enum(memberTypes, { error: `Use one of: ${memberTypes.join(', ')}` })),
  ),
});
export type MemberImportRow = z.infer<typeof memberImportRowSchema>;

/** `true`/`false` in a query string. */
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Query of `POST admin/members/import`: a dry run unless `dryRun=false`; all-or-nothing unless `partial=true`. */
export const memberImportQuerySchema = z.strictObject({
  dryRun: queryFlag.default(true),
  partial: queryFlag.default(false),
});
export type MemberImportQuery = z.infer<typeof memberImportQuerySchema>;

/**
 * What an import report says about a cell, a row or the header, as a stable code the web words in the reader's
 * language (the `message` says it in English). The last two are warnings: the row imports, but maybe not as meant.
 */
export const memberImportIssueCodes = [
  // The file and its header.
  'file_empty',
  'file_unreadable',
  'unknown_column',
  'repeated_column',
  'missing_column',
  // A cell on its own.
  'required',
  'too_long',
  'not_a_member_number',
  'not_an_email',
  'not_a_mobile',
  'unknown_calling_code',
  'not_a_date',
  'year_out_of_range',
  'date_in_future',
  'not_a_gender',
  'not_a_member_type',
  // A cell against the rest of the file and the database.
  'repeated_member_number',
  'repeated_email',
  'not_your_locale',
  'unknown_flock',
  'member_not_yours',
  'member_of_other_locale',
  'email_of_account',
  'email_taken',
  'generated_member_number',
  // Warnings.
  'possible_duplicate',
  'repeated_person',
] as const;
export type MemberImportIssueCode = (typeof memberImportIssueCodes)[number];

export const memberImportErrorSchema = z.object({
  /** Spreadsheet row number: the header is row 1, the first data row 2. */
  row: z.number().int().min(1),
  /** The column's field name (`MEMBER_IMPORT_COLUMNS`, or an unknown header as written); empty for the whole row. */
  column: z.string(),
  /** The problem in plain English, with the value (`“1980-02-30” is not a date: …`). */
  message: z.string(),
  code: z.enum(memberImportIssueCodes),
  /** The cell (or the header) as written in the file, at most 100 characters; empty for a blank cell or a whole row. */
  value: z.string(),
  /**
   * What the message names besides the value: `firstRow` (the row a repeated value is first on), `locale` (the
   * locale a flock was looked for in, or the member's), `suggestion` (a locale of the caller's spelled alike),
   * `max` (a length limit), `min`/`max` years, `allowed` (the values a column takes), `column`, `customId` and
   * `name` (the member a possible duplicate is like).
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type MemberImportError = z.infer<typeof memberImportErrorSchema>;

/** A member number Congregate gave a new row that had none. */
export const memberImportNumberSchema = z.object({
  row: z.number().int().min(2),
  customId: z.string(),
});

/**
 * Answer of `POST admin/members/import` (and `details` of its 422). `created + updated + skipped = rows`;
 * `created` and `updated` are 0 on a dry run, while `toCreate`, `toUpdate` and `unchanged` say what the valid rows
 * do (on a dry run: would do), so `toCreate + toUpdate + unchanged = valid`. At most `MEMBER_IMPORT_LIMITS.maxErrors`
 * errors and as many warnings are listed.
 */
export const memberImportReportSchema = z.object({
  /** Data rows in the file (blank rows not counted). */
  rows: z.number().int().min(0),
  /** Rows without any error. */
  valid: z.number().int().min(0),
  errors: z.array(memberImportErrorSchema),
  dryRun: z.boolean(),
  partial: z.boolean(),
  /** New members written. */
  created: z.number().int().min(0),
  /** Existing members (same `customId`) updated; a row equal to the stored member counts here too. */
  updated: z.number().int().min(0),
  /** Rows not imported: every row of a dry run or a refused file, the invalid rows of a partial import. */
  skipped: z.number().int().min(0),
  /** Valid rows that create a member. */
  toCreate: z.number().int().min(0),
  /** Valid rows that change an existing member. */
  toUpdate: z.number().int().min(0),
  /** Valid rows equal to the member they name: nothing to write. */
  unchanged: z.number().int().min(0),
  /** Of `toCreate`, the rows without a member number: each gets the next number of Congregate's sequence. */
  toNumber: z.number().int().min(0),
  /** The numbers given to those rows, in row order (empty on a dry run or a refused file). */
  numbered: z.array(memberImportNumberSchema),
  /** Rows that import but may not do what was meant (a new row like a member who exists), as `errors` are listed. */
  warnings: z.array(memberImportErrorSchema),
});
export type MemberImportReport = z.infer<typeof memberImportReportSchema>;
