import {
  conflictReasons,
  fieldProblems,
  type ConflictReason,
  type FieldProblem,
} from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/index.ts';
import { translate, type Language, type MessageKey, type MessageParams } from '../i18n/index.ts';
import { refusalMessage } from './refusal-message.ts';

const tr = (language: Language) => (key: MessageKey, params?: MessageParams) =>
  translate(language, key, params);
const en = tr('en');
const fil = tr('fil');

/** Words of the server's English that must never reach a person (the API's wording, not the web's). */
const serverWords = (text: string) => text.toLowerCase();

describe('refusal messages', () => {
  it('words a 409 by its reason, in English and Filipino, never with the server’s text', () => {
    const error = new ApiError(409, 'conflict', 'A transfer request is already waiting for an answer', {
      reason: 'transfer_pending',
    });
    expect(refusalMessage(en, error)).toBe('A transfer of this member is already waiting for an answer.');
    expect(refusalMessage(fil, error)).toMatch(/paglipat/);
  });

  it('has a message for every conflict reason and field problem, in every language', () => {
    for (const language of ['en', 'fil'] as const) {
      for (const reason of Object.keys(conflictReasons) as ConflictReason[]) {
        const message = refusalMessage(tr(language), new ApiError(409, 'conflict', 'x', { reason }));
        expect(message, `${language} ${reason}`).not.toBe(
          refusalMessage(tr(language), new ApiError(409, 'conflict', 'x')),
        );
        expect(serverWords(message)).not.toBe(serverWords(conflictReasons[reason]));
      }
      for (const problem of Object.keys(fieldProblems) as FieldProblem[]) {
        const error = new ApiError(422, 'invalid_input', 'Some fields are not valid', {
          issues: [{ path: 'x', message: 'server words', code: problem }],
        });
        const message = refusalMessage(tr(language), error);
        expect(message, `${language} ${problem}`).not.toMatch(/server words|Check this value|Suriin/);
      }
    }
  });

  it('words a 409 naming a field by the field’s problem, and one without a reason generically', () => {
    const taken = new ApiError(409, 'conflict', 'Another account uses this e-mail address', {
      issues: [{ path: 'email', message: 'This e-mail address is already in use', code: 'email_registered' }],
    });
    expect(refusalMessage(en, taken)).toBe('This email is already registered');
    expect(refusalMessage(en, new ApiError(409, 'conflict', 'Something new'))).not.toMatch(/Something new/);
  });

  it('never shows the server’s English for other refusals', () => {
    for (const status of [400, 401, 403, 404, 413, 415, 422, 500, 503]) {
      const message = refusalMessage(fil, new ApiError(status, 'x', 'Server English words'));
      expect(message).not.toMatch(/Server English words/);
    }
    expect(refusalMessage(en, new Error('TypeError: x is undefined'))).toBe(
      'Something went wrong on our side. Try again in a moment.',
    );
  });
});
