import {
  isFieldProblem,
  latestYear,
  LIMITS,
  PROFILE_LIMITS,
  problemOf,
  type FieldProblem,
} from '@congregate/contracts';
import type { z } from 'zod';
import type { ApiError } from '../api/index.ts';
import type { MessageKey, MessageParams } from '../i18n/index.ts';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Field name → message to show beside that field. */
export type FieldErrors = Record<string, string>;

export const passwordParams = { min: LIMITS.passwordMin, max: LIMITS.passwordMax };

/**
 * What went wrong with one field, as the web words it: the field's name, the rule's problem code when it has
 * one (`birth_date_future`), and otherwise zod's issue code with what zod says about it. Never the English
 * text of a schema or of the server: that reaches no one.
 */
export interface FieldIssue {
  field: string;
  problem: FieldProblem | null;
  code?: string;
  /** `invalid_format`: which format (`email`, `date`, `uuid`, `regex`). */
  format?: string;
  /** `too_small` / `too_big`: what was measured (`string`, `number`, `array`). */
  origin?: string;
  minimum?: unknown;
  /** `too_big`: the limit (unknown for the server's issues, which carry only their code). */
  maximum?: unknown;
  /** `invalid_type`: what the field takes (`number`, `int`, `string`…) and, for a number, `NaN` when it got one. */
  expected?: string;
  received?: string;
  /** What was typed, when the parse reported it (`reportInput`). */
  input?: unknown;
}

/** The message of each problem code, in the person's language (complete: checked by the type). */
const problemKeys: Record<FieldProblem, MessageKey> = {
  required: 'validation.required',
  password_too_short: 'password.too_short',
  password_too_long: 'password.too_long',
  password_contains_email: 'password.contains_email',
  password_unchanged: 'problem.password_unchanged',
  current_password_wrong: 'problem.current_password_wrong',
  birth_date_future: 'validation.birthFuture',
  date_future: 'validation.future',
  year_out_of_range: 'validation.yearRange',
  date_before_start: 'validation.beforeStart',
  year_before_first: 'validation.beforeFirstYear',
  graduation_future: 'validation.graduationFuture',
  current_job_end: 'validation.currentJobEnd',
  mobile_format: 'validation.mobile',
  mobile_country_unknown: 'problem.mobile_country_unknown',
  country_unknown: 'validation.countryCode',
  locale_not_listed: 'problem.locale_not_listed',
  locale_unchanged: 'problem.locale_unchanged',
  flock_outside_locale: 'problem.flock_outside_locale',
  flock_archived: 'problem.flock_archived',
  leader_outside_locale: 'problem.leader_outside_locale',
  leader_without_account: 'problem.leader_without_account',
  member_outside_locale: 'problem.member_outside_locale',
  email_registered: 'problem.email_registered',
  email_unchanged: 'problem.email_unchanged',
  link_invalid: 'problem.link_invalid',
  merge_same_record: 'problem.merge_same_record',
  merge_no_account: 'problem.merge_no_account',
  relative_is_self: 'problem.relative_is_self',
  member_unknown: 'problem.member_unknown',
  role_scope_unknown: 'problem.role_scope_unknown',
  role_not_for_account: 'problem.role_not_for_account',
  signature_owner_missing: 'problem.signature_owner_missing',
  signature_not_png: 'problem.signature_not_png',
  signature_too_large: 'problem.signature_too_large',
  signature_unreadable: 'problem.signature_unreadable',
  file_missing: 'problem.file_missing',
  file_empty: 'problem.file_empty',
  image_unreadable: 'problem.image_unreadable',
  image_too_many_pixels: 'problem.image_too_many_pixels',
  cursor_invalid: 'problem.cursor_invalid',
  audience_outside_locale: 'problem.audience_outside_locale',
  send_at_too_late: 'problem.send_at_too_late',
};

/** Fields whose message is the same whatever rule they broke: the field says what to do. */
const fieldKeys: Record<string, MessageKey> = {
  localeId: 'validation.chooseLocale',
  acceptedDataPrivacy: 'validation.acceptPrivacy',
  acceptedDisclaimer: 'validation.acceptDisclaimer',
};

/** Fields whose format has a name people know (zod's `invalid_format`, often a pattern). */
const formatKeys: Record<string, MessageKey> = {
  email: 'validation.email',
  newEmail: 'validation.email',
  mobile: 'validation.mobile',
  emergencyContactMobile: 'validation.mobile',
  countryId: 'validation.countryCode',
  nationality: 'validation.countryCode',
};

const limitOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A length, a count or an amount out of bounds, with the bound when the issue has it (the form's own parse). */
function sizeMessage(t: Translate, issue: FieldIssue, side: 'min' | 'max'): string {
  const limit = limitOf(side === 'min' ? issue.minimum : issue.maximum);
  if (side === 'min' && issue.origin === 'string' && (limit === null || limit <= 1))
    return t('validation.required');
  if (limit === null) return t(side === 'min' ? 'validation.tooShort' : 'validation.tooLong');
  switch (issue.origin) {
    case 'string':
      return side === 'min'
        ? t('validation.atLeastCharacters', { min: limit })
        : t('validation.atMostCharacters', { max: limit });
    case 'number':
    case 'int':
      return side === 'min'
        ? t('validation.numberAtLeast', { min: limit })
        : t('validation.numberAtMost', { max: limit });
    case 'array':
    case 'set':
      return side === 'min'
        ? t('validation.atLeastItems', { min: limit })
        : t('validation.atMostItems', { max: limit });
    default:
      return t(side === 'min' ? 'validation.tooShort' : 'validation.tooLong');
  }
}

/**
 * A value of the wrong kind. Forms send what was typed, so for most fields that is a field left out; a number
 * field that got letters (`Number('abc')` is NaN) or a fraction says what it takes.
 */
function typeMessage(t: Translate, issue: FieldIssue): string {
  const typed = issue.received === 'NaN' || (typeof issue.input === 'string' && issue.input.trim() !== '');
  if (issue.expected === 'int') return t('validation.wholeNumber');
  if ((issue.expected === 'number' || issue.expected === 'int') && typed) return t('validation.number');
  return t('validation.required');
}

/** The message for one field's issue, in the current language. */
export function issueMessage(t: Translate, issue: FieldIssue): string {
  if (issue.problem) {
    const params =
      issue.problem === 'year_out_of_range'
        ? { min: PROFILE_LIMITS.yearMin, max: latestYear() }
        : passwordParams;
    return t(problemKeys[issue.problem], params);
  }
  const forField = fieldKeys[issue.field];
  if (forField) return t(forField);
  switch (issue.code) {
    case 'too_small':
      return sizeMessage(t, issue, 'min');
    case 'too_big':
      return sizeMessage(t, issue, 'max');
    case 'invalid_type':
      return typeMessage(t, issue);
    case 'invalid_value':
      return t('validation.choose');
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'date') return t('validation.date');
      if (issue.format === 'uuid') return t('validation.choose');
      return formatKeys[issue.field] ? t(formatKeys[issue.field]!) : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] ??= message;
}

/** What a zod issue of a form's parse says about `field`, as `issueMessage` words it. */
export function fieldIssueOf(issue: z.core.$ZodIssue, field: string): FieldIssue {
  const said = issue as {
    format?: unknown;
    origin?: unknown;
    minimum?: unknown;
    maximum?: unknown;
    expected?: unknown;
    received?: unknown;
    input?: unknown;
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    field,
    problem: problemOf(issue),
    code: issue.code,
    format: text(said.format),
    origin: text(said.origin),
    minimum: said.minimum,
    maximum: said.maximum,
    expected: text(said.expected),
    received: text(said.received),
    input: said.input,
  };
}

/** Field errors from a failed zod parse of a form (first message per field). */
export function fieldErrorsFromZod(error: z.ZodError, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    addError(errors, field, issueMessage(t, fieldIssueOf(issue, field)));
  }
  return errors;
}

/**
 * Field errors from a 422 `invalid_input` (or a 409 naming a field): worded by the issue's code and the field
 * (the last path segment), never by the server's English text.
 */
export function fieldErrorsFromApi(error: ApiError, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.split('.').filter(Boolean).pop() ?? 'form';
    const problem = isFieldProblem(issue.code) ? issue.code : null;
    addError(errors, field, issueMessage(t, { field, problem, code: problem ? undefined : issue.code }));
  }
  return errors;
}

/** The message of a field's problem code, e.g. for a check the form makes itself. */
export function problemMessage(t: Translate, problem: FieldProblem): string {
  return issueMessage(t, { field: '', problem });
}

/**
 * The errors to show once fields changed after a submit: each changed field shows its fresh message, or none
 * once it is fixed (at once, not on the next submit); the other fields keep theirs.
 */
export function recheckFields(
  shown: FieldErrors,
  fresh: FieldErrors,
  changed: readonly string[],
): FieldErrors {
  const next = { ...shown };
  for (const field of changed) {
    if (fresh[field]) next[field] = fresh[field];
    else delete next[field];
  }
  return next;
}
