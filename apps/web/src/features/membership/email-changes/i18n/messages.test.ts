import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { emailChangeMessages } from './index.ts';

describe('membership/email-changes messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(emailChangeMessages.en, emailChangeMessages.fil)).toEqual([]);
  });
});
