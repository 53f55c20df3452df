import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { soulWinnersMessages } from './index.ts';

describe('events/peps/soul-winners messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(soulWinnersMessages.en, soulWinnersMessages.fil)).toEqual([]);
  });
});
