import { conflictReasonOf, type ConflictReason } from '@congregate/contracts';
import { useCallback } from 'react';
import { isApiError } from '../api/index.ts';
import { useT, type MessageKey, type MessageParams } from '../i18n/index.ts';
import { fieldErrorsFromApi } from './field-errors.ts';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The message of a refusal by its HTTP status and error code (the envelope's English text is never shown). */
const statusKeys: Record<number, MessageKey> = {
  0: 'common.networkError',
  400: 'refusal.badRequest',
  401: 'refusal.unauthenticated',
  403: 'refusal.forbidden',
  404: 'common.notFound',
  408: 'refusal.timeout',
  409: 'refusal.conflict',
  412: 'refusal.stale',
  413: 'refusal.tooLarge',
  414: 'refusal.badRequest',
  415: 'refusal.unsupportedType',
  431: 'refusal.badRequest',
  503: 'refusal.unavailable',
};

/** The message of each 409 reason (complete: checked by the type). */
const conflictKeys: Record<ConflictReason, MessageKey> = {
  already_endorsed: 'conflict.already_endorsed',
  already_rejected: 'conflict.already_rejected',
  merge_not_pending: 'conflict.merge_not_pending',
  merge_target_has_account: 'conflict.merge_target_has_account',
  role_already_held: 'conflict.role_already_held',
  import_number_taken: 'conflict.import_number_taken',
  import_changed_meanwhile: 'conflict.import_changed_meanwhile',
  email_in_use: 'conflict.email_in_use',
  transfer_member_moved: 'conflict.transfer_member_moved',
  transfer_answered: 'conflict.transfer_answered',
  transfer_pending: 'conflict.transfer_pending',
  gathering_cancelled: 'conflict.gathering_cancelled',
  checkin_not_open: 'conflict.checkin_not_open',
  checkin_client_id_reused: 'conflict.checkin_client_id_reused',
  checkin_failed: 'conflict.checkin_failed',
  email_registered: 'conflict.email_registered',
  possible_duplicate: 'conflict.possible_duplicate',
  pep_not_baptized: 'conflict.pep_not_baptized',
  pep_not_scheduled: 'conflict.pep_not_scheduled',
  event_cancelled: 'conflict.event_cancelled',
  event_over: 'conflict.event_over',
  rsvp_not_open: 'conflict.rsvp_not_open',
  rsvp_closed: 'conflict.rsvp_closed',
  rsvp_attended: 'conflict.rsvp_attended',
  rsvp_cancelled: 'conflict.rsvp_cancelled',
  visit_decided: 'conflict.visit_decided',
  email_changed: 'conflict.email_changed',
};

/**
 * What to tell a person when a call failed, in their language: by the answer's status and error code, and
 * for a 422 by the codes of its field issues. A failure that is not the server's answer (a bug, an answer in
 * an unexpected shape) reads as a problem on our side.
 */
export function refusalMessage(t: Translate, error: unknown): string {
  if (!isApiError(error) || error.code === 'invalid_response') return t('refusal.server');
  if (error.status === 422) {
    const messages = [...new Set(Object.values(fieldErrorsFromApi(error, t)))];
    return messages.length > 0 ? messages.join(' ') : t('refusal.invalid');
  }
  if (error.status === 409) {
    // By its reason; else by the field it names (`email_registered`); else in general.
    const reason = conflictReasonOf(error.details);
    if (reason) return t(conflictKeys[reason]);
    const named = error.issues.some((issue) => issue.code);
    if (named) return [...new Set(Object.values(fieldErrorsFromApi(error, t)))].join(' ');
    return t('refusal.conflict');
  }
  if (error.status === 429) {
    return error.retryAfterSeconds !== null
      ? t('login.rateLimited', { seconds: error.retryAfterSeconds })
      : t('login.rateLimitedLater');
  }
  const key = statusKeys[error.status];
  if (key) return t(key);
  return error.status >= 500 ? t('refusal.server') : t('refusal.badRequest');
}

/** `refusalMessage` in the current language. */
export function useRefusalMessage(): (error: unknown) => string {
  const t = useT();
  return useCallback((error: unknown) => refusalMessage(t, error), [t]);
}
