import { LIMITS, passwordProblemMessages, type PasswordProblem } from '@congregate/contracts';
import type { z } from 'zod';
import type { ApiError } from '../api/index.ts';
import type { MessageKey, MessageParams } from '../i18n/index.ts';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Field name → message to show beside that field. */
export type FieldErrors = Record<string, string>;

/** The contracts' English messages, mapped to message keys so that they are shown translated. */
const contractMessages = new Map<string, MessageKey>([
  ['Required', 'validation.required'],
  ['Enter a valid email address', 'validation.email'],
  ['Use the international format, e.g. +639171234567', 'validation.mobile'],
  ['Birth date cannot be in the future', 'validation.birthFuture'],
  ['Accept the data privacy agreement to register', 'validation.acceptPrivacy'],
  ['Cannot be in the future', 'validation.future'],
  ['Use a whole year', 'validation.wholeYear'],
  ['Cannot be before the start date', 'validation.beforeStart'],
  ['Cannot be before the first year', 'validation.beforeFirstYear'],
  ['A graduation year cannot be in the future', 'validation.graduationFuture'],
  ['Leave the end date empty for a current job', 'validation.currentJobEnd'],
  ['Use a two-letter country code', 'validation.countryCode'],
  ['Not a country in the country list', 'validation.countryCode'],
  ['Accept the disclaimer to register', 'validation.acceptDisclaimer'],
  ...Object.entries(passwordProblemMessages).map(
    ([problem, message]) => [message, `password.${problem as PasswordProblem}`] as [string, MessageKey],
  ),
]);

export const passwordParams = { min: LIMITS.passwordMin, max: LIMITS.passwordMax };

/** A validation message in the current language; messages the app does not know are shown as sent. */
export function issueMessage(t: Translate, message: string, code?: string, format?: string): string {
  const key = contractMessages.get(message);
  if (key) return t(key, passwordParams);
  const years = /^Use a year between (\d+) and (\d+)$/.exec(message);
  if (years) return t('validation.yearRange', { min: years[1]!, max: years[2]! });
  if (code === 'invalid_value') return t('validation.choose');
  if (code === 'invalid_format' && format === 'email') return t('validation.email');
  if (code === 'invalid_format' && format === 'date') return t('validation.date');
  if (code === 'too_big') return t('validation.tooLong');
  return message;
}

function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] ??= message;
}

/** Field errors from a failed zod parse of a form (first message per field). */
export function fieldErrorsFromZod(error: z.ZodError, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const format = 'format' in issue ? String(issue.format) : undefined;
    addError(errors, field, issueMessage(t, issue.message, issue.code, format));
  }
  return errors;
}

/** Field errors from a 422 `invalid_input` answer; the last path segment names the field. */
export function fieldErrorsFromApi(error: ApiError, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.split('.').filter(Boolean).pop() ?? 'form';
    addError(errors, field, issueMessage(t, issue.message));
  }
  return errors;
}
