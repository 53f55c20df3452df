import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { visitorsMessages } from './index.ts';

describe('events/visitors messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(visitorsMessages.en, visitorsMessages.fil)).toEqual([]);
  });
});
