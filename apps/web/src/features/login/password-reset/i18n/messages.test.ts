import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { passwordResetMessages } from './index.ts';

describe('login/password-reset messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(passwordResetMessages.en, passwordResetMessages.fil)).toEqual([]);
  });
});
