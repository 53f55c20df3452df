import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { passwordChangeMessages } from './index.ts';

describe('membership/password-change messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(passwordChangeMessages.en, passwordChangeMessages.fil)).toEqual([]);
  });
});
