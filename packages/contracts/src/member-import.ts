import { z } from 'zod';
import { emailSchema, genders, memberTypes, mobileSchema, personNameSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import { pastDateSchema } from './profile-sections.ts';

/**
 * Columns of a member import file (`POST admin/members/import`), in the template's order. Headers
 * match ignoring case, spaces, `_` and `-` (`First Name` is `firstName`), in any order.
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

/** Columns every import file must have (and every row must fill). */
export const MEMBER_IMPORT_REQUIRED_COLUMNS = ['customId', 'firstName', 'lastName', 'locale'] as const;

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
  customId: importCustomIdSchema,
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

export const memberImportErrorSchema = z.object({
  /** Spreadsheet row number: the header is row 1, the first data row 2. */
  row: z.number().int().min(1),
  /** The column's header name (`MEMBER_IMPORT_COLUMNS`, or an unknown header as written); empty for the whole row. */
  column: z.string(),
  message: z.string(),
});
export type MemberImportError = z.infer<typeof memberImportErrorSchema>;

/**
 * Answer of `POST admin/members/import` (and `details` of its 422). `created + updated + skipped = rows`;
 * `created` and `updated` are 0 on a dry run. At most `MEMBER_IMPORT_LIMITS.maxErrors` errors are listed.
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
});
export type MemberImportReport = z.infer<typeof memberImportReportSchema>;
