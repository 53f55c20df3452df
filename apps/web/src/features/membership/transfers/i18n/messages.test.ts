import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { transferMessages } from './index.ts';

describe('membership/transfers messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(transferMessages.en, transferMessages.fil)).toEqual([]);
  });
});
