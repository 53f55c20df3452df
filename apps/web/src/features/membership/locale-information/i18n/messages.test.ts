import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { localesMessages } from './index.ts';

describe('membership/locale-information messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(localesMessages.en, localesMessages.fil)).toEqual([]);
  });
});
