import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { memberSearchMessages } from './index.ts';

describe('membership/member-search messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(memberSearchMessages.en, memberSearchMessages.fil)).toEqual([]);
  });
});
