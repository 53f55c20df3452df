import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { householdsMessages } from './index.ts';

describe('membership/households messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(householdsMessages.en, householdsMessages.fil)).toEqual([]);
  });
});
