import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { ministerMessages } from './index.ts';

describe('minister messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(ministerMessages.en, ministerMessages.fil)).toEqual([]);
  });
});
