import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { legalMessages } from './index.ts';

describe('app/legal messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(legalMessages.en, legalMessages.fil)).toEqual([]);
  });
});
