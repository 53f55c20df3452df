import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { memberRequestsMessages } from './index.ts';

describe('membership/member-requests messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(memberRequestsMessages.en, memberRequestsMessages.fil)).toEqual([]);
  });
});
