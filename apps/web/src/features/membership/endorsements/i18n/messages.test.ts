import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { endorsementMessages } from './index.ts';

describe('membership/endorsements messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(endorsementMessages.en, endorsementMessages.fil)).toEqual([]);
  });
});
