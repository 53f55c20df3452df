import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { noticesMessages } from './index.ts';

describe('app/notices messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(noticesMessages.en, noticesMessages.fil)).toEqual([]);
  });
});
