import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { memberCardMessages } from './index.ts';

describe('membership/member-card messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(memberCardMessages.en, memberCardMessages.fil)).toEqual([]);
  });
});
