import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../lib/i18n/index.ts';
import { categoriesMessages } from './index.ts';

describe('category picker messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(categoriesMessages.en, categoriesMessages.fil)).toEqual([]);
  });
});
