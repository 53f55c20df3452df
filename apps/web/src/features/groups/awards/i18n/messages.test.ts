import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { awardsMessages } from './index.ts';

describe('groups/awards messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(awardsMessages.en, awardsMessages.fil)).toEqual([]);
  });
});
