import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { placementMessages } from './index.ts';

describe('membership/member-placement messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(placementMessages.en, placementMessages.fil)).toEqual([]);
  });
});
